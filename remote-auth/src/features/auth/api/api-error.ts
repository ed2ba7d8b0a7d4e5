import { ApiError } from '@statusdeck/shared';

/** The error code the server put in its JSON body, if the failure was an API answer at all. */
export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The server's human-readable `message`, when the body is the API's `{ code, message }` error shape. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body: unknown = error.body;
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message || undefined;
  }
  return undefined;
}
