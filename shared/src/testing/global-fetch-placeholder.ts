// i18next-http-backend decides between fetch and XHR when it loads; jsdom has no fetch, so a
// placeholder must exist first. Tests swap in their own fake with installFakeFetch.
globalThis.fetch = (() =>
  Promise.reject(new TypeError('Failed to fetch: no fake installed'))) as typeof fetch;
