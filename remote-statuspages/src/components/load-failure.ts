import { ApiError } from '@statusdeck/shared';
import type { TFunction } from 'i18next';
import { forbiddenText } from './forbidden';

/**
 * What to tell the user when a screen's data did not load, by cause: the request never reached
 * the server (offline, DNS), the server failed (5xx), or anything else. Only a network failure is
 * worth "check your connection".
 */
export function loadFailureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const forbidden = forbiddenText(error, t);
    if (forbidden) return forbidden;
    return error.status >= 500 ? t('statuspages.loadFailure.server') : t('statuspages.loadFailure.generic');
  }
  // fetch rejects with a TypeError when the request never reached the server.
  return error instanceof TypeError
    ? t('statuspages.loadFailure.network')
    : t('statuspages.loadFailure.generic');
}
