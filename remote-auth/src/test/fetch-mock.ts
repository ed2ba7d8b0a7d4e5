/** A scripted stand-in for the server: the only thing these tests replace is `fetch`. */
export type Reply = { status: number; body?: unknown };

export type RecordedRequest = { method: string; path: string; body: unknown; authorization?: string };

type Handler = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

function toResponse({ status, body }: Reply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  // jsdom has no Response class; shared reads only these members.
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: () => 'application/json' },
    text: async () => text,
    json: async () => (text ? JSON.parse(text) : undefined),
  };
  return response as unknown as Response;
}

// jsdom has no Headers class either; shared sends headers as a plain object.
function authorizationOf(headers: HeadersInit | undefined): string | undefined {
  if (!headers || Array.isArray(headers) || typeof (headers as { get?: unknown }).get === 'function')
    return undefined;
  return (headers as Record<string, string>).Authorization;
}

function pathOf(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}

/**
 * Installs a fetch that answers `"POST /v1/register"`-style keys from `routes` and records every
 * request. An unscripted request fails the test loudly instead of hanging.
 */
export function mockServer(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const request: RecordedRequest = {
      method,
      path: pathOf(url),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      authorization: authorizationOf(init?.headers),
    };
    requests.push(request);
    const handler = routes[`${method} ${request.path}`];
    if (!handler) throw new Error(`Unexpected request ${method} ${request.path}`);
    return toResponse(typeof handler === 'function' ? await handler(request) : handler);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { requests, fetchMock };
}

/** A reply the test releases by hand, to observe the UI while a request is in flight. */
export function deferredReply(): { handler: () => Promise<Reply>; resolve(reply: Reply): void } {
  let release: (reply: Reply) => void = () => undefined;
  const pending = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => pending, resolve: (reply) => release(reply) };
}
