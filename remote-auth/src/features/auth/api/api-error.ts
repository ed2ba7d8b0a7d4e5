import { ApiError, type ApiErrorCode } from '@statusdeck/shared';

/** The error code the server put in its JSON body, if the failure was an API answer at all. */
export function apiErrorCode(error: unknown): ApiErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

// The server's messages are English only, so outside the login and register toasts known failures
// are shown in the user's language.
const CODE_KEYS: Partial<Record<ApiErrorCode, string>> = {
  invalid_token: 'auth.errors.invalidToken',
  validation_failed: 'auth.errors.validationFailed',
  service_unavailable: 'auth.errors.serviceUnavailable',
};

/** The translation key that explains `error` to the user; `fallback` for failures without one. */
export function failureMessageKey(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code && Object.hasOwn(CODE_KEYS, error.code)) return CODE_KEYS[error.code] ?? fallback;
    return error.status >= 500 ? 'auth.errors.serviceUnavailable' : fallback;
  }
  // fetch rejects with a TypeError when the request never reached the server.
  return error instanceof TypeError ? 'auth.errors.network' : fallback;
}
