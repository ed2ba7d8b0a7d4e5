export type Reply = { status: number; body?: unknown };
export type ApiCall = { method: string; url: string; headers: Record<string, string> };

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

/** Replaces fetch (jsdom has none) with `route`, answering 404 when it returns nothing. */
export function serveApi(route: (call: ApiCall) => Reply | Promise<Reply> | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: ApiCall = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    return respond((await route(call)) ?? { status: 404, body: { code: 'not_found', message: 'Not found' } });
  }) as typeof fetch;
  return calls;
}
