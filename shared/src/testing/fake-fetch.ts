/**
 * The one stand-in for the server in every front-end test: only `fetch` is replaced (jsdom has
 * none). It answers each call from a route and records the calls in order.
 */
/** `body`: an object or array is sent as JSON, a string as its UTF-8 bytes, a Uint8Array as is. */
export type Reply = { status: number; body?: unknown; statusText?: string };

export type ApiCall = {
  method: string;
  url: string;
  /** The URL's path, without origin or query. */
  path: string;
  headers: Record<string, string>;
  /** A JSON body parsed back; any other body (FormData) as sent. */
  body: unknown;
  init: RequestInit;
};

/** Answers a call; `undefined` means the test did not script it, and the request fails loudly. */
export type ApiRoute = (call: ApiCall) => Reply | Promise<Reply> | undefined;

function bytesOf(body: unknown): Uint8Array<ArrayBuffer> {
  if (body instanceof Uint8Array) return new Uint8Array(body);
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new TextEncoder().encode(text);
}

export function fakeResponse({ status, body, statusText = '' }: Reply): Response {
  const bytes = bytesOf(body);
  // Decoded as fetch decodes (UTF-8, a leading byte order mark dropped); blob() keeps every byte.
  const text = async () => new TextDecoder().decode(bytes);
  // jsdom has no Response class; shared reads only these members.
  const response = {
    ok: status >= 200 && status < 300,
    clone: () => fakeResponse({ status, body, statusText }),
    status,
    statusText,
    text,
    json: async () => JSON.parse(await text()),
    blob: async () => new Blob([bytes]),
  };
  return response as unknown as Response;
}

/**
 * i18next-http-backend may hold the fetch it found when it loaded (global-fetch-placeholder), so
 * an existing mock is reused, with its earlier calls forgotten; otherwise one is installed.
 */
function resetFetchMock(): jest.MockedFunction<typeof fetch> {
  if (!jest.isMockFunction(globalThis.fetch)) globalThis.fetch = jest.fn() as typeof fetch;
  const fetchMock = jest.mocked(globalThis.fetch);
  fetchMock.mockReset();
  return fetchMock;
}

function toCall(input: RequestInfo | URL, init: RequestInit): ApiCall {
  const url = String(input);
  return {
    method: init.method ?? 'GET',
    url,
    path: new URL(url, 'http://localhost').pathname,
    // shared sends headers as a plain object (jsdom has no Headers class either).
    headers: { ...(init.headers as Record<string, string> | undefined) },
    body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    init,
  };
}

export function installFakeFetch(route: ApiRoute) {
  const calls: ApiCall[] = [];
  const fetchMock = resetFetchMock();
  fetchMock.mockImplementation(async (input, init = {}) => {
    const call = toCall(input, init);
    calls.push(call);
    const reply = await route(call);
    if (!reply) throw new Error(`Unexpected request ${call.method} ${call.url}`);
    return fakeResponse(reply);
  });
  return { calls, fetchMock };
}

/** A route from a `{ 'POST /v1/register': reply or handler }` table, matched on method and path. */
export function routes(table: Record<string, Reply | ((call: ApiCall) => Reply | Promise<Reply>)>): ApiRoute {
  return (call) => {
    const key = `${call.method} ${call.path}`;
    const entry = Object.hasOwn(table, key) ? table[key] : undefined;
    return typeof entry === 'function' ? entry(call) : entry;
  };
}

/** What a request carried, in one comparable object: method, path, body and bearer header. */
export function sentRequest({ method, path, body, headers }: ApiCall) {
  return { method, path, body, authorization: headers.Authorization };
}

/** A reply the test releases by hand, to observe the UI while a request is in flight. */
export function deferredReply(): { handler: () => Promise<Reply>; resolve(reply: Reply): void } {
  let release: (reply: Reply) => void = () => undefined;
  const pending = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => pending, resolve: (reply) => release(reply) };
}

/** A JWT-shaped token whose payload carries `exp` (seconds), `secondsFromNow` after Date.now(). */
export function makeToken(secondsFromNow: number, id = 'x'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', exp, jti: id })}.signature`;
}
