// i18next-http-backend decides between fetch and XHR when it loads; jsdom has no fetch, so a
// placeholder must exist first. It is a mock so that installFakeFetch scripts this same function.
globalThis.fetch = jest.fn(async () => {
  throw new TypeError('Failed to fetch: no fake installed (installFakeFetch or serveApi)');
});
