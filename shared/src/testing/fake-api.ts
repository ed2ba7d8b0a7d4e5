import en from '../../../locales/en/translation.json';
import ru from '../../../locales/ru/translation.json';
import type { Language } from '../i18n/languages';
import { type ApiCall, type ApiRoute, installFakeFetch } from './fake-fetch';

// Typed by the language list, so adding a language without its file here fails the type check.
const LOCALES: Record<Language, unknown> = { en, ru };
const LOCALE_FILE = /\/locales\/([^/]+)\/translation\.json$/;

/**
 * The fake fetch set up like the all-in-one server: the real translation files under /locales,
 * then `route`, else a 404. Returns the calls made, in order.
 */
export function serveApi(route?: ApiRoute): ApiCall[] {
  return installFakeFetch(async (call) => {
    const language = LOCALE_FILE.exec(call.url)?.[1];
    const reply =
      language !== undefined && Object.hasOwn(LOCALES, language)
        ? { status: 200, body: LOCALES[language as Language] }
        : ((await route?.(call)) ?? { status: 404, body: { code: 'not_found', message: 'Not found' } });
    return { ...reply, statusText: String(reply.status) };
  }).calls;
}
