import type { ApiErrorCode } from '../api/errors.gen';

/**
 * A non-OK response: message `${status}: ${body text or statusText}`, the form the product's generic
 * fetching promises; `code` is the server's error code, which is what callers match on.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: ApiErrorCode;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown, code?: ApiErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The server's human message (`{ code, message }` error shape), if there is one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !isRecord(error.body)) return undefined;
  const { message } = error.body;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text === '' ? undefined : text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text as the body.
  }
  // The server answers only catalogued codes (its error schema's enum says so).
  const code = isRecord(body) && typeof body.code === 'string' ? (body.code as ApiErrorCode) : undefined;
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body, code);
}
