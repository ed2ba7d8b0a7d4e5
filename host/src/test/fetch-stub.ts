// jsdom has no fetch; each test scripts this mock through `serveApi` (the only thing tests fake).
globalThis.fetch = jest.fn(async () => {
  throw new Error('fetch called without serveApi()');
});
