import en from '../../../locales/en/translation.json';
import ru from '../../../locales/ru/translation.json';

export type Reply = { status: number; body?: unknown };
export type ApiCall = { method: string; url: string; headers: Record<string, string> };
export type ApiRoute = (call: ApiCall) => Reply | Promise<Reply> | undefined;

function respond({ status, body }: Reply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: async () => text,
    json: async () => JSON.parse(text),
  };
  return response as unknown as Response;
}

/**
 * Answers fetch like the server would: the real translation files under /locales, then `route`,
 * else a 404. Returns the calls made, in order.
 */
export function serveApi(route?: ApiRoute): ApiCall[] {
  const calls: ApiCall[] = [];
  jest.mocked(fetch).mockImplementation(async (input, init = {}) => {
    const call: ApiCall = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const locale = /\/locales\/(en|ru)\/translation\.json$/.exec(call.url);
    if (locale) return respond({ status: 200, body: locale[1] === 'ru' ? ru : en });
    const reply = await route?.(call);
    return respond(reply ?? { status: 404, body: { code: 'not_found', message: 'Not found' } });
  });
  return calls;
}
