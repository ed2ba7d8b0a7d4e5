import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { incidentDetail, snapshot } from '../features/public-page/testing/fixtures';
import { startStandalonePublicPage } from './standalone';
import { readStandaloneConfig, standaloneApiUrl, standaloneRoute } from './standalone-config';

const API = 'https://status-api.example.test';

type Answer = { status: number; body?: unknown } | Error;

function stubFetch(answer: Answer) {
  return jest.fn(async (_url: string, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    // What the page reads of a fetch Response (jsdom has no Response class).
    const body = answer.body ?? { code: 'not_found', message: 'Status page not found' };
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, json: async () => body };
  });
}

let started: { root: { unmount(): void } } | null = null;

async function open(
  path: string,
  answer: Answer,
  config: Window['STATUSDECK_PUBLIC'] = { apiOrigin: API, page: 'acme' },
) {
  window.history.replaceState(null, '', path);
  window.STATUSDECK_PUBLIC = config;
  document.body.innerHTML = '<div id="root"></div>';
  const fetchStub = stubFetch(answer);
  await act(async () => {
    started = await startStandalonePublicPage(window, fetchStub as unknown as typeof fetch);
  });
  return fetchStub;
}

afterEach(() => {
  if (started) act(() => started?.root.unmount());
  started = null;
  delete window.STATUSDECK_PUBLIC;
});

describe('config.js and the address', () => {
  it('reads the API origin and the default page, tolerating a trailing slash and blanks', () => {
    const win = {
      STATUSDECK_PUBLIC: { apiOrigin: ' https://api.test/ ', page: ' acme ' },
    } as unknown as Window;
    expect(readStandaloneConfig(win)).toEqual({ apiOrigin: 'https://api.test', page: 'acme' });
    expect(readStandaloneConfig({} as Window)).toEqual({ apiOrigin: '', page: null });
    expect(
      readStandaloneConfig({ STATUSDECK_PUBLIC: { apiOrigin: 7, page: '' } } as unknown as Window),
    ).toEqual({
      apiOrigin: '',
      page: null,
    });
  });

  it.each([
    ['/public-page', '', `${API}/v1/public/pages/acme`],
    ['/', '', `${API}/v1/public/pages/acme`],
    ['/public-page', '?page=other%20one', `${API}/v1/public/pages/other%20one`],
    ['/public-page/incident/abc-1', '', `${API}/v1/public/pages/acme/incidents/abc-1`],
    ['/public-page/history', '?cursor=2026-01', `${API}/v1/public/pages/acme/history?cursor=2026-01`],
    ['/public-page/history', '', `${API}/v1/public/pages/acme/history`],
    ['/public-page/nope', '', null],
  ])('%s%s reads %s', (pathname, search, url) => {
    const config = { apiOrigin: API, page: 'acme' };
    expect(standaloneApiUrl(standaloneRoute({ pathname, search }, config), config)).toBe(url);
  });

  it.each([
    ['/public-page', '', `${API}/v1/public/pages/acme?lang=ru`],
    ['/public-page/incident/abc-1', '', `${API}/v1/public/pages/acme/incidents/abc-1?lang=ru`],
    ['/public-page/history', '?cursor=2026-01', `${API}/v1/public/pages/acme/history?cursor=2026-01&lang=ru`],
  ])('%s%s in Russian reads %s', (pathname, search, url) => {
    const config = { apiOrigin: API, page: 'acme' };
    expect(standaloneApiUrl(standaloneRoute({ pathname, search }, config), config, 'ru')).toBe(url);
  });

  it('names no page without ?page= and without a configured default', () => {
    expect(standaloneRoute({ pathname: '/public-page', search: '' }, { apiOrigin: '', page: null })).toEqual({
      kind: 'not-found',
    });
  });
});

describe("index.html's early request (standalone-preload.js)", () => {
  const preload = readFileSync(path.join(__dirname, 'standalone-preload.js'), 'utf8');

  afterEach(() => {
    delete window.__STATUSDECK_PRELOAD__;
  });

  it.each([
    ['/public-page', ''],
    ['/', '?lang=ru'],
    ['/public-page', '?page=other%20one'],
    ['/public-page/incident/abc%2F1', '?page=x'],
    ['/public-page/history', '?cursor=2026-01'],
    ['/public-page/history/', ''],
    ['/public-page/nope', ''],
    ['/somewhere', '?page='],
  ])('asks for what the bundle would at %s%s', (pathname, search) => {
    window.history.replaceState(null, '', `${pathname}${search}`);
    const config = { apiOrigin: `${API}/`, page: 'acme' };
    window.STATUSDECK_PUBLIC = config;
    const fetchStub = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({}) }));
    window.fetch = fetchStub as unknown as typeof fetch;
    new Function(preload)();
    const expected = standaloneApiUrl(
      standaloneRoute(window.location, readStandaloneConfig(window)),
      readStandaloneConfig(window),
    );
    expect(window.__STATUSDECK_PRELOAD__?.url ?? null).toBe(expected);
    expect(fetchStub).toHaveBeenCalledTimes(expected ? 1 : 0);
  });

  it('is used by the bundle instead of a second request', async () => {
    window.history.replaceState(null, '', '/public-page');
    window.STATUSDECK_PUBLIC = { apiOrigin: API, page: 'acme' };
    const body = snapshot();
    window.__STATUSDECK_PRELOAD__ = {
      url: `${API}/v1/public/pages/acme`,
      response: Promise.resolve({ ok: true, status: 200, json: async () => body } as unknown as Response),
    };
    document.body.innerHTML = '<div id="root"></div>';
    const fetchStub = stubFetch({ status: 500 });
    await act(async () => {
      started = await startStandalonePublicPage(window, fetchStub as unknown as typeof fetch);
    });
    expect(fetchStub).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Cloud' })).toBeVisible();
  });
});

describe('the standalone page', () => {
  it('renders the configured page from the public API in one request, in the page language', async () => {
    const fetchStub = await open('/public-page', { status: 200, body: snapshot() });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub.mock.calls[0]?.[0]).toBe(`${API}/v1/public/pages/acme`);
    expect(fetchStub.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' });
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Cloud' })).toBeVisible();
    expect(screen.getByText('All Systems Operational')).toBeVisible();
    expect(document.title).toBe('Acme Cloud');
    expect(document.documentElement.lang).toBe('en');
    // The configured default page needs no ?page= in its links.
    expect(screen.getByRole('link', { name: 'Acme Cloud' })).toHaveAttribute('href', '/public-page');
  });

  it('keeps ?page= in the links of another page and follows ?lang=', async () => {
    const other = snapshot();
    other.page.slug = 'other';
    await open('/public-page?page=other&lang=ru', { status: 200, body: other });
    expect(screen.getByText('Все системы работают')).toBeVisible();
    expect(document.documentElement.lang).toBe('ru');
    expect(screen.getByRole('link', { name: 'Acme Cloud' })).toHaveAttribute(
      'href',
      '/public-page?page=other&lang=ru',
    );
  });

  it('renders an incident', async () => {
    const detail = incidentDetail();
    const fetchStub = await open(`/public-page/incident/${detail.incident.id}`, {
      status: 200,
      body: detail,
    });
    expect(fetchStub.mock.calls[0]?.[0]).toBe(`${API}/v1/public/pages/acme/incidents/${detail.incident.id}`);
    expect(screen.getAllByText(detail.incident.name).length).toBeGreaterThan(0);
  });

  it('shows the not-found screen for a page the API does not know', async () => {
    await open('/public-page?page=gone', { status: 404 });
    expect(screen.getByRole('heading', { name: 'Status page not found' })).toBeVisible();
  });

  it('says the status service did not answer, with a retry, when the API cannot be reached', async () => {
    await open('/public-page', new TypeError('Failed to fetch'));
    expect(screen.getByRole('heading', { name: 'The status page could not be loaded' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('treats a server error like an unreachable API', async () => {
    await open('/public-page', { status: 503 });
    expect(screen.getByRole('heading', { name: 'The status page could not be loaded' })).toBeVisible();
  });
});
