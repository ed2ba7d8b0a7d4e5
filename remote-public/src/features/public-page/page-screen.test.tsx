import { publicPagePaths } from '@statusdeck/shared/public-site/paths';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PublicPageApp } from './public-page-app';
import { component, incident, NOW, pageInfo, snapshot, uptime } from './testing/fixtures';
import { initPublicI18n, renderPublic } from './testing/render-public';

beforeAll(initPublicI18n);

function renderPage(overrides: Parameters<typeof snapshot>[0] = {}, extra = {}) {
  return renderPublic({ view: { kind: 'page', snapshot: snapshot(overrides) }, now: NOW, ...extra });
}

it('shows the name, links, overall status, last update, components and footer of a calm page', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Acme Cloud' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Acme Cloud' })).toHaveAttribute('href', '/public-page?page=acme');
  expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://acme.test');
  expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', 'https://acme.test/help');
  expect(screen.getByText('All Systems Operational')).toBeVisible();
  expect(screen.getByText('Status of the Acme Cloud services')).toBeVisible();
  const updated = screen.getByText(/^Last updated/);
  expect(within(updated).getByText(/15 Mar 2026/)).toHaveAttribute('datetime', '2026-03-15T10:29:00Z');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Components' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 3, name: 'API' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 3, name: 'Website' })).toBeVisible();
  expect(screen.getAllByText('Operational').length).toBeGreaterThanOrEqual(4);
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered by Statusdeck');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Current incidents' })).not.toBeInTheDocument();
  expect(document.title).toBe('Acme Cloud');
});

it('links the maintenance calendar beside the other links, on the API origin of a standalone page', () => {
  const { unmount } = renderPage();
  expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    '/status/acme/maintenance.ics',
  );
  unmount();
  renderPage({}, { apiOrigin: 'https://api.example' });
  expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    'https://api.example/status/acme/maintenance.ics',
  );
});

it.each([
  ['minor', 'Minor Service Outage'],
  ['major', 'Partial System Outage'],
  ['critical', 'Major System Outage'],
  ['maintenance', 'Service Under Maintenance'],
] as const)('words the %s indicator as %s', (indicator, text) => {
  renderPage({ status: { indicator, description: 'whatever the server said' } });
  expect(screen.getByText(text)).toBeVisible();
  expect(screen.queryByText('whatever the server said')).not.toBeInTheDocument();
});

it('says when the data could not be refreshed and when it was last updated', () => {
  renderPage({}, { stale: true });
  const notice = screen.getByRole('status');
  expect(notice).toHaveTextContent('This page could not be refreshed just now and may be out of date.');
  expect(notice).toHaveTextContent('Last updated 15 Mar 2026, 13:29 GMT+3');
});

it('shows open incidents and maintenance with their latest update and a link to each', () => {
  renderPage({
    status: { indicator: 'major', description: 'Partial System Outage' },
    incidents: [incident()],
    maintenances: {
      active: [
        incident({
          id: 'm-1',
          kind: 'maintenance',
          name: 'Database upgrade',
          status: 'in_progress',
          impact: 'maintenance',
          scheduled_for: '2026-03-15T09:00:00Z',
          scheduled_until: '2026-03-15T12:00:00Z',
          updates: [],
        }),
      ],
      upcoming: [
        incident({
          id: 'm-2',
          kind: 'maintenance',
          name: 'Network work',
          status: 'scheduled',
          impact: 'maintenance',
          started_at: '2026-03-20T01:00:00Z',
          scheduled_for: '2026-03-20T01:00:00Z',
          scheduled_until: '2026-03-20T03:00:00Z',
          updates: [],
        }),
      ],
    },
  });
  const open = screen.getByRole('heading', { level: 2, name: 'Current incidents' }).closest('section');
  if (!open) throw new Error('no section');
  expect(within(open).getByRole('link', { name: 'Elevated API errors' })).toHaveAttribute(
    'href',
    '/public-page/incident/inc-1?page=acme',
  );
  expect(within(open).getByText(/We found the cause\./)).toBeVisible();
  expect(within(open).queryByText(/We are looking into errors/)).not.toBeInTheDocument();
  expect(within(open).getByText('Major · Identified')).toBeVisible();
  expect(within(open).getByText('Affects: API')).toBeVisible();

  const active = screen
    .getByRole('heading', { level: 2, name: 'Maintenance in progress' })
    .closest('section');
  if (!active) throw new Error('no section');
  expect(within(active).getByRole('link', { name: 'Database upgrade' })).toBeVisible();
  expect(within(active).getByText(/Scheduled for/)).toHaveTextContent(
    'Scheduled for 15 Mar 2026, 12:00 GMT+3 – 15 Mar 2026, 15:00 GMT+3',
  );
  const upcoming = screen
    .getByRole('heading', { level: 2, name: 'Scheduled maintenance' })
    .closest('section');
  if (!upcoming) throw new Error('no section');
  expect(within(upcoming).getByRole('link', { name: 'Network work' })).toBeVisible();
});

it('shows groups open or collapsed as the page says, and a summary toggles them', () => {
  renderPage();
  const core = screen.getByText('Core').closest('details');
  const edge = screen.getByText('Edge').closest('details');
  expect(core).toHaveAttribute('open');
  expect(edge).not.toHaveAttribute('open');
  expect(screen.getByText('1 component')).toBeInTheDocument();
  expect(screen.getByText('2 components')).toBeInTheDocument();
  const summary = edge?.querySelector('summary');
  if (!summary) throw new Error('no summary');
  fireEvent.click(summary);
  expect(edge).toHaveAttribute('open');
});

it('shows 15 days of past incidents, "No incidents reported." on empty days, and a link to the history', () => {
  renderPage({
    recent: [
      incident({
        id: 'old-1',
        name: 'Login failures',
        status: 'resolved',
        impact: 'minor',
        // 23:30 UTC on the 10th is already the 11th in Moscow.
        started_at: '2026-03-10T23:30:00Z',
        resolved_at: '2026-03-11T01:00:00Z',
      }),
    ],
  });
  const past = screen.getByRole('heading', { level: 2, name: 'Past incidents' }).closest('section');
  if (!past) throw new Error('no section');
  const days = within(past).getAllByRole('heading', { level: 3 });
  expect(days).toHaveLength(15);
  expect(days[0]).toHaveTextContent('15 March 2026');
  expect(days[14]).toHaveTextContent('1 March 2026');
  expect(within(past).getAllByText('No incidents reported.')).toHaveLength(14);
  const eleventh = days[4]?.parentElement;
  expect(days[4]).toHaveTextContent('11 March 2026');
  expect(within(eleventh as HTMLElement).getByRole('link', { name: 'Login failures' })).toBeVisible();
  expect(within(past).getByRole('link', { name: 'Incident history' })).toHaveAttribute(
    'href',
    '/public-page/history?page=acme',
  );
});

it('offers the subscribe dialog when the page takes subscribers (a link before scripts run), or the given control', () => {
  const html = renderToString(
    <PublicPageApp
      view={{ kind: 'page', snapshot: snapshot() }}
      links={publicPagePaths({ slug: 'acme' })}
      now={NOW}
    />,
  );
  expect(html).toContain('href="/public-page/subscribe?page=acme"');
  const { unmount } = renderPage();
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('button')).toHaveAttribute('aria-haspopup', 'dialog');
  unmount();
  const second = renderPage({}, { subscribeSlot: <button type="button">Subscribe here</button> });
  expect(within(screen.getByRole('banner')).getAllByRole('button')).toEqual([
    screen.getByRole('button', { name: 'Subscribe here' }),
  ]);
  second.unmount();
  renderPage({ page: pageInfo({ allow_subscribers: false }) });
  expect(within(screen.getByRole('banner')).queryByRole('button')).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('banner')).queryByRole('link', { name: /subscri/i }),
  ).not.toBeInTheDocument();
});

it('shows the uptime bars and legend only for components with uptime', () => {
  renderPage({
    components: [
      { type: 'component', ...component({ id: 'c-a', name: 'With uptime', uptime: uptime() }) },
      { type: 'component', ...component({ id: 'c-b', name: 'Without', position: 1 }) },
    ],
  });
  expect(screen.getByRole('group', { name: 'Uptime of With uptime, last 90 days' })).toBeVisible();
  expect(screen.queryByRole('group', { name: /Uptime of Without/ })).not.toBeInTheDocument();
  expect(screen.getByText('99.93% uptime')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Uptime bar colours' })).toBeVisible();
});

it('says so when a page shows no components', () => {
  renderPage({ components: [] });
  expect(screen.getByText('No components are shown on this page.')).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Uptime bar colours' })).not.toBeInTheDocument();
});

it('marks a preview', () => {
  renderPage({ page: pageInfo({ published: false }) }, { preview: true });
  expect(screen.getByRole('note')).toHaveTextContent(
    'Preview — this is how the public page looks; it is not published',
  );
});

it('shows the logo beside the name, as decoration of the link home', () => {
  const { container } = renderPage({ page: pageInfo({ logo_url: 'https://cdn.acme.test/logo.png' }) });
  const home = screen.getByRole('link', { name: 'Acme Cloud' });
  const logo = container.querySelector('img');
  expect(home).toContainElement(logo);
  expect(logo).toHaveAttribute('src', 'https://cdn.acme.test/logo.png');
  expect(logo).toHaveAttribute('alt', '');
});

it('leaves out the website and support links a page does not have', () => {
  renderPage({ page: pageInfo({ website_url: null, support_url: null }) });
  expect(screen.queryByRole('link', { name: 'Website' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Support' })).not.toBeInTheDocument();
});

it('lists the open incidents, maintenance in progress and closed ones of a day newest first', () => {
  renderPage({
    incidents: [incident({ id: 'open', name: 'Open one', started_at: '2026-03-15T06:00:00Z' })],
    maintenances: {
      active: [
        incident({
          id: 'work',
          kind: 'maintenance',
          name: 'Work now',
          status: 'in_progress',
          impact: 'maintenance',
          started_at: '2026-03-15T07:00:00Z',
          scheduled_for: '2026-03-15T07:00:00Z',
        }),
      ],
      upcoming: [],
    },
    recent: [
      incident({ id: 'closed', name: 'Closed one', status: 'resolved', started_at: '2026-03-15T05:00:00Z' }),
    ],
  });
  const past = screen.getByRole('heading', { level: 2, name: 'Past incidents' }).closest('section');
  const today = within(past as HTMLElement).getAllByRole('heading', { level: 3 })[0]?.parentElement;
  expect(
    within(today as HTMLElement)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent),
  ).toEqual(['Work now', 'Open one', 'Closed one']);
});
