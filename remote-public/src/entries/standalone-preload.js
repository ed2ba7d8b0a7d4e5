// Inlined into the standalone index.html after config.js: starts the page's one API request while the
// bundle is still downloading, instead of after it ran. The bundle uses the answer when the address it
// computes (standalone-config.ts) is the same URL, and fetches itself otherwise, so this copy of the
// routing can only lose time, never show wrong data (standalone.test.tsx compares the two).
(() => {
  try {
    const config = window.STATUSDECK_PUBLIC || {};
    const query = new URLSearchParams(location.search);
    const origin = typeof config.apiOrigin === 'string' ? config.apiOrigin.trim().replace(/\/+$/, '') : '';
    const slug =
      (query.get('page') || '').trim() || (typeof config.page === 'string' ? config.page.trim() : '');
    const path = location.pathname;
    if (!slug) return;
    let url = `${origin}/v1/public/pages/${encodeURIComponent(slug)}`;
    const incident = /^\/public-page\/incident\/([^/]+)\/?$/.exec(path);
    if (incident) url += `/incidents/${encodeURIComponent(decodeURIComponent(incident[1]))}`;
    else if (/^\/public-page\/history\/?$/.test(path)) {
      const cursor = query.get('cursor');
      url += `/history${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`;
    } else if (path.startsWith('/public-page/') && path !== '/public-page/') return;
    window.__STATUSDECK_PRELOAD__ = {
      url,
      response: fetch(url, { credentials: 'omit', headers: { accept: 'application/json' } }),
    };
  } catch (_error) {
    // The bundle fetches by itself.
  }
})();
