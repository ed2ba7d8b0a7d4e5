import i18next from 'i18next';
import { API_ERRORS, type ApiErrorCode } from '../api/errors.gen';
import { notify } from '../toasts/notify';
import { ApiError } from './api-error';

function translate(key: string): string {
  return i18next.isInitialized ? i18next.t(key) : key;
}

/**
 * An API answer matches on its code (or, without one, on the code's status); an error raised elsewhere
 * matches when its message is the code itself.
 */
function matches(error: Error, code: ApiErrorCode): boolean {
  if (error instanceof ApiError)
    return error.code === code || (!error.code && error.status === API_ERRORS[code].status);
  return error.message === code;
}

function toast(key: string): true {
  notify({ variant: 'destructive', title: translate('common.error'), description: translate(key) });
  return true;
}

/** The shared toasts for 429 and a 402 plan limit; true when the error was one of them. */
export function notifyApiError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error instanceof ApiError && error.status === 429) || matches(error, 'TOO_MANY_REQUESTS')) {
    return toast(API_ERRORS.TOO_MANY_REQUESTS.key);
  }
  if (matches(error, 'PLAN_LIMIT_REACHED')) return toast(planLimitKey(error));
  return false;
}

// Keys are named as whole literals so the locale check sees every one in use.
const PLAN_LIMIT_KEYS: Record<string, string> = {
  components_per_page: 'common.planLimits.components_per_page',
  subscribers_per_page: 'common.planLimits.subscribers_per_page',
  members: 'common.planLimits.members',
  api_tokens: 'common.planLimits.api_tokens',
  viewers_per_page: 'common.planLimits.viewers_per_page',
};

/** The message naming the limit reached (the error's first detail's field); status pages' is the catalogue's. */
function planLimitKey(error: Error): string {
  const body = error instanceof ApiError ? error.body : undefined;
  const details =
    typeof body === 'object' && body !== null ? (body as { details?: unknown }).details : undefined;
  const field = Array.isArray(details) ? (details[0] as { field?: unknown } | undefined)?.field : undefined;
  return (
    (typeof field === 'string' && Object.hasOwn(PLAN_LIMIT_KEYS, field) && PLAN_LIMIT_KEYS[field]) ||
    API_ERRORS.PLAN_LIMIT_REACHED.key
  );
}
