import { initTestI18n, type Reply, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makePage, serveConsole } from '../../../testing/page-fixtures';
import { PageLayout } from './page-layout';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

function renderLayout(path: string, pageReply: Reply | (() => Reply | Promise<Reply>)) {
  serveConsole({
    'GET /v1/pages/p1': pageReply,
  });
  return renderInRouter(
    path,
    <Routes>
      <Route path="/statuspages" element={<h1>Pages list</h1>} />
      <Route path="/statuspages/:id" element={<PageLayout />}>
        <Route index element={<p>Components tab</p>} />
        <Route path="parameters" element={<p>Parameters tab</p>} />
      </Route>
    </Routes>,
  );
}

it('shows a skeleton while the page loads', async () => {
  renderLayout('/statuspages/p1', () => new Promise<Reply>(() => undefined));
  expect(await screen.findByRole('status')).toHaveTextContent('Loading the status page…');
});

it("shows the page's name, public address, overall status and section tabs around the section", async () => {
  renderLayout('/statuspages/p1/parameters', { status: 200, body: makePage({ status: 'minor' }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme API' })).toBeVisible();
  expect(screen.getByRole('link', { name: /\/public-page\?page=acme-api/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  expect(await screen.findByText('Minor service outage')).toBeVisible();
  const tabs = screen.getByRole('navigation', { name: 'Status page sections' });
  expect(
    within(tabs)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Components', '/statuspages/p1'],
    ['Incidents', '/statuspages/p1/incidents'],
    ['Templates', '/statuspages/p1/templates'],
    ['Parameters', '/statuspages/p1/parameters'],
    ['Appearance', '/statuspages/p1/appearance'],
    ['Subscribers', '/statuspages/p1/subscribers'],
    ['Integrations', '/statuspages/p1/integrations'],
    ['Viewers', '/statuspages/p1/viewers'],
  ]);
  expect(within(tabs).getByRole('link', { name: 'Parameters' })).toHaveAttribute('aria-current', 'page');
  expect(within(tabs).getByRole('link', { name: 'Components' })).not.toHaveAttribute('aria-current');
  expect(screen.getByText('Parameters tab')).toBeVisible();
});

it("shows the page's public address as the server names it: its verified custom domain", async () => {
  renderLayout('/statuspages/p1', {
    status: 200,
    body: makePage({ address: 'https://status.acme.example/' }),
  });
  const link = await screen.findByRole('link', { name: /https:\/\/status\.acme\.example\// });
  expect(link).toHaveAttribute('href', 'https://status.acme.example/');
  expect(link).toHaveAttribute('target', '_blank');
});

it('marks Components as the current tab on the index route', async () => {
  renderLayout('/statuspages/p1', { status: 200, body: makePage() });
  const tabs = await screen.findByRole('navigation', { name: 'Status page sections' });
  expect(within(tabs).getByRole('link', { name: 'Components' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('Components tab')).toBeVisible();
});

it('says the page was not found, with the way back to the list', async () => {
  const { user } = renderLayout('/statuspages/p1', {
    status: 404,
    body: { code: 'not_found', message: 'Not found' },
  });
  expect(await screen.findByRole('heading', { name: 'Status page not found' })).toBeVisible();
  expect(document.title).toBe('Status page not found · Statusdeck');
  await user.click(screen.getByRole('link', { name: 'Back to status pages' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages$/);
});

it('offers a retry when the page could not be loaded', async () => {
  let up = false;
  const { user } = renderLayout('/statuspages/p1', () =>
    up ? { status: 200, body: makePage() } : { status: 503, body: { code: 'unavailable', message: 'down' } },
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The status page could not be loaded');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme API' })).toBeVisible();
});

it.each([
  [false, 'Preview'],
  [true, 'View public page'],
])(
  'links to the public page from the header (published: %s) as %s, in a new tab',
  async (published, label) => {
    renderLayout('/statuspages/p1', { status: 200, body: makePage({ published }) });
    const link = await screen.findByRole('link', { name: `${label} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', '/public-page?page=acme-api');
    expect(link).toHaveAttribute('target', '_blank');
  },
);

describe('a published private page', () => {
  const privatePage = makePage({ published: true, access: 'password', access_password_set: true });
  const url = 'http://localhost/status/acme-api/access/member-link-token';

  it("opens the page through a member's single-use sign-in link, in a new tab", async () => {
    const tab = { opener: {}, location: { href: 'about:blank' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const calls = serveConsole({
      'GET /v1/pages/p1': { status: 200, body: privatePage },
      'POST /v1/pages/p1/access/preview': { status: 200, body: { url } },
    });
    const { user } = renderInRouter(
      '/statuspages/p1',
      <Routes>
        <Route path="/statuspages/:id" element={<PageLayout />}>
          <Route index element={<p>Components tab</p>} />
        </Route>
      </Routes>,
    );
    const button = await screen.findByRole('button', { name: 'View public page (opens in a new tab)' });
    await user.click(button);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await screen.findByRole('button', { name: 'View public page (opens in a new tab)' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /v1/pages/p1/access/preview');
    expect(tab.location.href).toBe(url);
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it('closes the blank tab and says so when the link cannot be had', async () => {
    const tab = { opener: {}, location: { href: 'about:blank' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    serveConsole({
      'GET /v1/pages/p1': { status: 200, body: privatePage },
      'POST /v1/pages/p1/access/preview': { status: 500, body: { code: 'internal_error', message: 'x' } },
    });
    const { user } = renderInRouter(
      '/statuspages/p1',
      <Routes>
        <Route path="/statuspages/:id" element={<PageLayout />}>
          <Route index element={<p>Components tab</p>} />
        </Route>
      </Routes>,
    );
    await user.click(await screen.findByRole('button', { name: 'View public page (opens in a new tab)' }));
    expect(await screen.findByText('The page could not be opened. Try again.')).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
    open.mockRestore();
  });
});
