import en from '../../../locales/en/translation.json';
import ru from '../../../locales/ru/translation.json';
import { fakeResponse } from './fake-fetch';

export type Reply = { status: number; body?: unknown };
export type ApiCall = { method: string; url: string; headers: Record<string, string> };
export type ApiRoute = (call: ApiCall) => Reply | Promise<Reply> | undefined;

/**
 * A setup file's fetch stub may already be held by i18next-http-backend (it captures fetch when
 * loaded), so an existing mock is reused; otherwise one is installed (jsdom has no fetch).
 */
function fetchMock(): jest.MockedFunction<typeof fetch> {
  if (!jest.isMockFunction(globalThis.fetch)) globalThis.fetch = jest.fn() as typeof fetch;
  return jest.mocked(globalThis.fetch);
}

/**
 * Answers fetch like the server would: the real translation files under /locales, then `route`,
 * else a 404. Returns the calls made, in order.
 */
export function serveApi(route?: ApiRoute): ApiCall[] {
  const calls: ApiCall[] = [];
  fetchMock().mockImplementation(async (input, init = {}) => {
    const call: ApiCall = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const locale = /\/locales\/(en|ru)\/translation\.json$/.exec(call.url);
    const reply = locale
      ? { status: 200, body: locale[1] === 'ru' ? ru : en }
      : ((await route?.(call)) ?? { status: 404, body: { code: 'not_found', message: 'Not found' } });
    return fakeResponse({ ...reply, statusText: String(reply.status) });
  });
  return calls;
}
