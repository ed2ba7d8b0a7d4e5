import type { TFunction } from 'i18next';
import { ApiError, serverMessage } from '../http/api-error';
import { notifyApiError } from '../http/notify-api-error';
import { notify } from '../toasts/notify';

const LOGIN_ERROR_KEYS: Record<string, string> = {
  invalid_credentials: 'auth.messages.invalidCredentials',
  email_not_verified: 'auth.messages.emailNotVerified',
};

/** A failed login's toast: the code's own message, else the server's, else 'Login failed'. */
export function notifyLoginFailure(error: unknown, t: TFunction): void {
  if (notifyApiError(error)) return;
  const key = error instanceof ApiError && error.code ? LOGIN_ERROR_KEYS[error.code] : undefined;
  const description = key ? t(key) : (serverMessage(error) ?? t('auth.messages.loginFailed'));
  notify({ variant: 'destructive', title: t('common.error'), description });
}
