/** What a stubbed public API call answers: a status and JSON body, or no answer at all. */
export type StubReply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';
export type StubCall = { url: string; method: string; body: unknown };

/**
 * Replaces fetch for a component test with answers of the real API's shapes, decided per call, and
 * records every call (the subscription screens call fetch directly: the lean bundle has no shared client).
 */
export function stubFetch(answer: (call: StubCall) => StubReply): StubCall[] {
  const calls: StubCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: StubCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = answer(call);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      headers: new Headers(reply.headers),
      json: async () => reply.body ?? null,
    } as Response;
  }) as typeof fetch;
  return calls;
}

/** An error body as the API sends it. */
export const apiError = (status: number, code: string, field?: string): StubReply => ({
  status,
  body: {
    code,
    message: code,
    ...(field ? { details: [{ field, code: 'invalid', message: 'invalid' }] } : {}),
  },
});
