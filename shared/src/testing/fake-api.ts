import en from '../../../locales/en/translation.json';
import ru from '../../../locales/ru/translation.json';
import { type ApiCall, type ApiRoute, installFakeFetch } from './fake-fetch';

/**
 * The fake fetch set up like the all-in-one server: the real translation files under /locales,
 * then `route`, else a 404. Returns the calls made, in order.
 */
export function serveApi(route?: ApiRoute): ApiCall[] {
  return installFakeFetch(async (call) => {
    const locale = /\/locales\/(en|ru)\/translation\.json$/.exec(call.url);
    const reply = locale
      ? { status: 200, body: locale[1] === 'ru' ? ru : en }
      : ((await route?.(call)) ?? { status: 404, body: { code: 'not_found', message: 'Not found' } });
    return { ...reply, statusText: String(reply.status) };
  }).calls;
}
