import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../lib/enums';
import { isLanguage } from '../../../lib/language';

/** The query parameters the screens read: the page's slug, a language, the history's month, a link's token. */
type ScreenQuery = { page?: unknown; lang?: unknown; cursor?: unknown; token?: unknown };

/** Longer slugs name no page: answered without asking the snapshot store. */
export const SLUG_MAX = 200;
const TOKEN_MAX = 200;
const HISTORY_CURSOR = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A non-empty string, or null. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as ScreenQuery;

/** `?lang=` when it names a language of ours. */
export function requestedLanguage(request: FastifyRequest): Language | null {
  const { lang } = queryOf(request);
  return isLanguage(lang) ? lang : null;
}

/** `?page=` as given (any length), or null. */
export const pageParameter = (request: FastifyRequest) => text(queryOf(request).page);

/** `?page=` when it may name a page. */
export function slugOf(request: FastifyRequest): string | null {
  const slug = pageParameter(request);
  return slug && slug.length <= SLUG_MAX ? slug : null;
}

/** The history's month (`?cursor=YYYY-MM`); anything else reads as the current one. */
export function cursorOf(request: FastifyRequest): string | null {
  const cursor = text(queryOf(request).cursor);
  return cursor && HISTORY_CURSOR.test(cursor) ? cursor : null;
}

/** A link's token as a form or the query carries it. */
export function tokenIn(value: unknown): string | null {
  const token = text(value);
  return token && token.length <= TOKEN_MAX ? token : null;
}

export const queryToken = (request: FastifyRequest) => tokenIn(queryOf(request).token);
