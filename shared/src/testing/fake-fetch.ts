/**
 * The server is outside this package, so tests replace `fetch` (jsdom has none) with a fake
 * that answers from a handler and records every call.
 */
export type RecordedCall = {
  url: string;
  method: string;
  headers: Record<string, string>;
  init: RequestInit;
};

export type FakeReply = { status: number; body?: unknown; statusText?: string };

export function fakeResponse({ status, body, statusText = '' }: FakeReply): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    json: async () => JSON.parse(text),
  };
  return response as unknown as Response;
}

export function installFakeFetch(handler: (call: RecordedCall) => FakeReply | Promise<FakeReply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      init,
    };
    calls.push(call);
    return fakeResponse(await handler(call));
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock };
}

/** A JWT-shaped token whose payload carries `exp` (seconds), `secondsFromNow` after Date.now(). */
export function makeToken(secondsFromNow: number, id = 'x'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', exp, jti: id })}.signature`;
}
