/**
 * The subscription screens' one way to the public API. They ship in the lean public bundle, which carries
 * no runtime from '@statusdeck/shared' (its client brings the session and refresh logic a visitor never
 * uses), so this is a plain fetch without credentials; `apiOrigin` is '' on the product's own origin and
 * the configured API origin in the standalone deployment (the public API allows any origin).
 */
import type { PublicFailure } from '@statusdeck/shared/public-site';

/** Retry-After in seconds (the API sends seconds, never a date), or undefined when absent or unreadable. */
export function retryAfterOf(value: string | null | undefined): number | undefined {
  const seconds = Number(value);
  return value && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

export type PublicResult<T> = { ok: true; data: T } | { ok: false; failure: PublicFailure };

type ErrorBody = { code?: unknown; details?: unknown };

export async function publicRequest<T>(
  apiOrigin: string,
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {},
): Promise<PublicResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${apiOrigin}${path}`, {
      method: init.method ?? 'GET',
      credentials: 'omit',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    return { ok: false, failure: { status: 0, code: 'network', details: [] } };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, data: body as T };
  const error = (body ?? {}) as ErrorBody;
  const retryAfterSeconds = retryAfterOf(response.headers.get('retry-after'));
  return {
    ok: false,
    failure: {
      status: response.status,
      code: typeof error.code === 'string' ? error.code : 'unknown',
      details: Array.isArray(error.details) ? (error.details as PublicFailure['details']) : [],
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    },
  };
}
