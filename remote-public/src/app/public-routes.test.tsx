import {
  type ApiCall,
  type Reply,
  renderInRouter,
  serveApi,
  storeSignedInUser,
} from '@statusdeck/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { incident, incidentDetail, pageInfo, snapshot } from '../features/public-page/testing/fixtures';
import { initPublicI18n } from '../features/public-page/testing/render-public';
import PublicRoutes from './public-routes';

beforeAll(initPublicI18n);
beforeEach(() => localStorage.clear());

const notFound: Reply = { status: 404, body: { code: 'not_found', message: 'Status page not found' } };

function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

function openAt(path: string, route: (call: ApiCall) => Reply | undefined) {
  const calls = serveApi(route);
  const { user } = renderInRouter(
    path,
    <>
      <Routes>
        <Route path="/public-page/*" element={<PublicRoutes />} />
      </Routes>
      <SearchProbe />
    </>,
  );
  return { calls, user };
}

it('shows a published page from the public API, without the member’s token', async () => {
  storeSignedInUser();
  const { calls } = openAt('/public-page?page=acme', (call) =>
    call.path === '/v1/public/pages/acme' ? { status: 200, body: snapshot() } : undefined,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme Cloud' })).toBeVisible();
  expect(screen.getByText('All Systems Operational')).toBeVisible();
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
  const publicCall = calls.find((call) => call.path === '/v1/public/pages/acme');
  expect(publicCall?.headers.Authorization ?? publicCall?.headers.authorization).toBeUndefined();
  expect(calls.some((call) => call.path.endsWith('/public-preview'))).toBe(false);
});

it('moves between the page, an incident and back within the console, without reloading', async () => {
  const { user } = openAt('/public-page?page=acme', (call) => {
    if (call.path === '/v1/public/pages/acme')
      return {
        status: 200,
        body: snapshot({ incidents: [incident()], status: { indicator: 'major', description: '' } }),
      };
    if (call.path === '/v1/public/pages/acme/incidents/inc-1') return { status: 200, body: incidentDetail() };
    return undefined;
  });
  await user.click(await screen.findByRole('link', { name: 'Elevated API errors' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Elevated API errors' })).toBeVisible();
  expect(screen.getByTestId('location')).toHaveTextContent('/public-page/incident/inc-1');
  expect(screen.getByTestId('search')).toHaveTextContent('?page=acme');
  await user.click(screen.getByRole('link', { name: /Current status of Acme Cloud/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme Cloud' })).toBeVisible();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/public-page$/);
});

it('switches the language through the address, so the console router keeps it', async () => {
  const { user } = openAt('/public-page?page=acme', (call) =>
    call.path === '/v1/public/pages/acme' ? { status: 200, body: snapshot() } : undefined,
  );
  await user.click(await screen.findByRole('link', { name: 'Русский' }));
  expect(await screen.findByText('Все системы работают')).toBeVisible();
  expect(screen.getByTestId('search')).toHaveTextContent('?page=acme&lang=ru');
});

it('shows the history with the cursor it was given', async () => {
  const { calls } = openAt('/public-page/history?page=acme&cursor=c2', (call) =>
    call.path === '/v1/public/pages/acme/history'
      ? {
          status: 200,
          body: {
            page: pageInfo(),
            months: [{ month: '2026-01', incidents: [incident()] }],
            next_cursor: null,
          },
        }
      : undefined,
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'January 2026' })).toBeVisible();
  expect(calls.find((call) => call.path === '/v1/public/pages/acme/history')?.url).toContain('?cursor=c2');
});

it('asks the public API for incident names and texts in the language of the address', async () => {
  const { calls } = openAt('/public-page/history?page=acme&cursor=c2&lang=ru', (call) =>
    call.path === '/v1/public/pages/acme/history'
      ? { status: 200, body: { page: pageInfo(), months: [], next_cursor: null } }
      : undefined,
  );
  const historyUrl = () => calls.find((call) => call.path === '/v1/public/pages/acme/history')?.url;
  await waitFor(() => expect(historyUrl()).toBeDefined());
  const url = historyUrl() ?? '';
  expect(new URL(url, 'http://x').searchParams.get('lang')).toBe('ru');
  expect(new URL(url, 'http://x').searchParams.get('cursor')).toBe('c2');
});

it('says an unknown incident of a published page is not found, with a link to the page', async () => {
  openAt('/public-page/incident/nope?page=acme&lang=ru', (call) => {
    if (call.path === '/v1/public/pages/acme/incidents/nope') return notFound;
    if (call.path === '/v1/public/pages/acme') return { status: 200, body: snapshot() };
    return undefined;
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Инцидент не найден' })).toBeVisible();
  expect(screen.queryByText('Страница статуса не найдена')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Перейти на страницу статуса' })).toHaveAttribute(
    'href',
    '/public-page?page=acme&lang=ru',
  );
});

it('says a page is not found when neither it nor the incident is published', async () => {
  openAt('/public-page/incident/nope?page=secret', () => notFound);
  expect(await screen.findByRole('heading', { level: 1, name: 'Status page not found' })).toBeVisible();
});

it('tells an address without a page name that it names none', async () => {
  openAt('/public-page', () => undefined);
  expect(await screen.findByRole('heading', { level: 1, name: 'Status page not found' })).toBeVisible();
  expect(screen.getByText(/This address does not name a status page/)).toBeVisible();
});

it('shows the public not-found screen for an unpublished page to a visitor', async () => {
  const { calls } = openAt('/public-page?page=secret', () => notFound);
  expect(await screen.findByRole('heading', { level: 1, name: 'Status page not found' })).toBeVisible();
  expect(calls.map((call) => call.path)).toEqual(['/v1/public/pages/secret']);
});

it('previews an unpublished page for a signed-in member, marked as a preview', async () => {
  storeSignedInUser();
  const { calls } = openAt('/public-page?page=secret', (call) => {
    if (call.path === '/v1/public/pages/secret') return notFound;
    if (call.path === '/v1/pages')
      return {
        status: 200,
        body: [
          { id: 'p-other', slug: 'other' },
          { id: 'p-9', slug: 'secret' },
        ],
      };
    if (call.path === '/v1/pages/p-9/public-preview')
      return { status: 200, body: snapshot({ page: pageInfo({ name: 'Secret Beta', published: false }) }) };
    return undefined;
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Secret Beta' })).toBeVisible();
  expect(screen.getByRole('note')).toHaveTextContent('Preview');
  const preview = calls.find((call) => call.path === '/v1/pages/p-9/public-preview');
  expect(preview?.headers.Authorization ?? preview?.headers.authorization).toMatch(/^Bearer /);
});

it('previews an incident of an unpublished page from the preview snapshot', async () => {
  storeSignedInUser();
  openAt('/public-page/incident/inc-1?page=secret', (call) => {
    if (call.path.startsWith('/v1/public/')) return notFound;
    if (call.path === '/v1/pages') return { status: 200, body: [{ id: 'p-9', slug: 'secret' }] };
    if (call.path === '/v1/pages/p-9/public-preview')
      return { status: 200, body: snapshot({ incidents: [incident()] }) };
    return undefined;
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Elevated API errors' })).toBeVisible();
  expect(screen.getByRole('note')).toBeVisible();
});

it('shows not-found to a member when no page of theirs has the slug', async () => {
  storeSignedInUser();
  openAt('/public-page?page=elsewhere', (call) => {
    if (call.path.startsWith('/v1/public/')) return notFound;
    if (call.path === '/v1/pages') return { status: 200, body: [{ id: 'p-9', slug: 'secret' }] };
    return undefined;
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Status page not found' })).toBeVisible();
});

it('says when the page could not be loaded and tries again', async () => {
  let fail = true;
  const { user } = openAt('/public-page?page=acme', (call) =>
    call.path === '/v1/public/pages/acme'
      ? fail
        ? { status: 503 }
        : { status: 200, body: snapshot() }
      : undefined,
  );
  expect(await screen.findByRole('heading', { name: 'The status page could not be loaded' })).toBeVisible();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme Cloud' })).toBeVisible();
});

it('shows the subscribe screen of the page named by ?page=', async () => {
  openAt('/public-page/subscribe?page=acme', (call) =>
    call.path === '/v1/public/pages/acme' ? { status: 200, body: snapshot() } : undefined,
  );
  expect(await screen.findByRole('heading', { name: 'Subscribe to Acme Cloud updates' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the status page' })).toHaveAttribute(
    'href',
    '/public-page?page=acme&lang=en',
  );
});

it('opens the unsubscribe screen of a mail link with its token, and links to managing it', async () => {
  const { calls } = openAt('/public-page/subscriptions/unsubscribe?token=tok', (call) =>
    call.path === '/v1/public/subscriptions/manage'
      ? {
          status: 200,
          body: {
            page: {
              name: 'Acme',
              slug: 'acme',
              default_language: 'en',
              brand_color: '#2563eb',
              theme: 'auto',
              logo_url: null,
            },
            email: 'ann@example.com',
            state: 'confirmed',
            all_components: true,
            components: [],
          },
        }
      : undefined,
  );
  expect(await screen.findByText('Stop e-mail updates from Acme to ann@example.com?')).toBeVisible();
  expect(calls.find((call) => call.path === '/v1/public/subscriptions/manage')?.url).toContain('token=tok');
  expect(screen.getByRole('link', { name: 'Choose components instead' })).toHaveAttribute(
    'href',
    '/public-page/subscriptions/manage?token=tok',
  );
});

it.each(['/public-page', '/public-page/nope?page=acme', '/public-page/incident/7/more'])(
  'shows the public not-found screen at %s',
  async (path) => {
    openAt(path, () => undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Status page not found' })).toBeVisible();
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  },
);
