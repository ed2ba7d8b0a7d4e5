import i18next from 'i18next';
import { notify } from '../toasts/notify';
import { ApiError } from './api-error';

function translate(key: string): string {
  return i18next.isInitialized ? i18next.t(key) : key;
}

function matches(error: Error, status: number, code: string): boolean {
  if (error instanceof ApiError && (error.code === code || (error.status === status && !error.code)))
    return true;
  return error.message.includes(code);
}

/** SPEC §8's 429 and 402 PLAN_LIMIT_REACHED toasts; true when the error was one of them. */
export function notifyApiError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error instanceof ApiError && error.status === 429) || matches(error, 429, 'TOO_MANY_REQUESTS')) {
    notify({
      variant: 'destructive',
      title: translate('common.error'),
      description: translate('common.tooManyRequests'),
    });
    return true;
  }
  if (matches(error, 402, 'PLAN_LIMIT_REACHED')) {
    notify({
      variant: 'destructive',
      title: translate('common.error'),
      description: translate('statuspages.errors.planLimitReached'),
    });
    return true;
  }
  return false;
}
