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
  if (matches(error, 'PLAN_LIMIT_REACHED')) return toast(API_ERRORS.PLAN_LIMIT_REACHED.key);
  return false;
}
