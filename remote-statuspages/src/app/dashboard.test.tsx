import type { Api } from '@statusdeck/shared';
import { initTestI18n, type Reply, storeSignedInUser } from '@statusdeck/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import ru from '../../../locales/ru/translation.json';
import { serveConsole } from '../testing/page-fixtures';
import { renderAt } from '../testing/render-remote';
import Dashboard from './dashboard';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function dashboardPage(overrides: Partial<Api.DashboardPage> = {}): Api.DashboardPage {
  return {
    id: 'p1',
    name: 'API',
    slug: 'api',
    public_path: '/public-page?page=api',
    address: 'http://localhost:8080/public-page?page=api',
    time_zone: 'UTC',
    published: true,
    component_count: 3,
    status: 'none',
    incidents: [],
    maintenances: [],
    ...overrides,
  };
}

const busyPages = [
  dashboardPage({
    status: 'major',
    incidents: [
      {
        id: 'i1',
        name: 'Slow API',
        status: 'investigating',
        impact: 'minor',
        latest_update_at: minutesAgo(5),
      },
      { id: 'i2', name: 'Errors', status: 'identified', impact: 'major', latest_update_at: minutesAgo(120) },
    ],
  }),
  dashboardPage({
    id: 'p2',
    name: 'Website',
    slug: 'web',
    public_path: '/public-page?page=web',
    address: 'http://localhost:8080/public-page?page=web',
    time_zone: 'Asia/Tokyo',
    status: 'maintenance',
    maintenances: [
      {
        id: 'm1',
        name: 'Database upgrade',
        status: 'scheduled',
        scheduled_for: hoursFromNow(26),
        scheduled_until: hoursFromNow(28),
        latest_update_at: minutesAgo(60 * 24 * 3),
      },
    ],
  }),
];

function dashboard(overrides: Partial<Api.Dashboard> = {}): Api.Dashboard {
  const pages = overrides.pages ?? busyPages;
  return {
    role: 'owner',
    greeting: 'returning',
    counts: {
      pages: pages.length,
      active_incidents: pages.reduce((sum, page) => sum + page.incidents.length, 0),
    },
    pages,
    billing: null,
    ...overrides,
  };
}

const ok = (body: Api.Dashboard): Reply => ({ status: 200, body });

function renderDashboard() {
  return renderAt('/', [
    { path: '/', element: <Dashboard /> },
    { path: '/statuspages', element: <h1>Status pages list</h1> },
    { path: '/statuspages/add', element: <h1>Add page</h1> },
    { path: '/statuspages/:pageId', element: <h1>Page console</h1> },
    { path: '/statuspages/:pageId/incidents', element: <h1>Page incidents</h1> },
    { path: '/statuspages/:pageId/incidents/add', element: <h1>Add incident</h1> },
    { path: '/statuspages/:pageId/components/add', element: <h1>Add component</h1> },
  ]);
}

/** Waits until the role is known, so the absence of a write control proves something. */
async function roleLoaded(calls: { path: string }[]) {
  await waitFor(() => expect(calls.map((call) => call.path)).toContain('/v1/users/roles'));
  await act(() => Promise.resolve());
}

beforeAll(initTestI18n);

beforeEach(() => {
  storeSignedInUser('jane@example.com');
});

describe('the greeting', () => {
  it.each([
    ['first_visit', 'Welcome to Statusdeck', 'Here is how your status pages are doing.'],
    ['invited_first_visit', 'Welcome to the team', 'You joined the organisation as an editor.'],
    ['returning', 'Welcome back', 'Here is how your status pages are doing.'],
  ] as const)('greets a %s with its own words and the e-mail signed in', async (greeting, title, text) => {
    serveConsole({ 'GET /v1/dashboard': ok(dashboard({ greeting, role: 'editor' })) }, 'editor');
    renderDashboard();
    const card = screen.getByTestId('dashboard-welcome');
    expect(await within(card).findByRole('heading', { level: 1 })).toHaveTextContent(
      new RegExp(`^${title}$`),
    );
    expect(card).toHaveTextContent(text);
    expect(card).toHaveTextContent('Signed in as jane@example.com');
    // Once there is a page, nothing asks to set one up.
    expect(card).not.toHaveTextContent('Set up a status page');
  });

  it.each([
    ['first_visit', 'Your organisation is ready. Set up a status page'],
    ['returning', 'Your organisation is ready. Set up a status page'],
    ['invited_first_visit', 'You joined the organisation as an editor. It has no status page yet.'],
  ] as const)('leads a %s without a page through setting one up', async (greeting, text) => {
    serveConsole({ 'GET /v1/dashboard': ok(dashboard({ greeting, role: 'editor', pages: [] })) }, 'editor');
    renderDashboard();
    const card = screen.getByTestId('dashboard-welcome');
    await within(card).findByRole('heading', { level: 1 });
    expect(card).toHaveTextContent(text);
    expect(card).not.toHaveTextContent('how your status pages are doing');
  });

  it('shows no greeting before the server has said which, and no spinner once the content is there', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    serveConsole({ 'GET /v1/dashboard': () => new Promise<Reply>((resolve) => (answer = resolve)) });
    renderDashboard();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the dashboard…');
    expect(screen.getByTestId('dashboard-welcome')).toHaveTextContent('Signed in as jane@example.com');
    expect(within(screen.getByTestId('dashboard-welcome')).queryByRole('heading')).not.toBeInTheDocument();

    answer(ok(dashboard({ greeting: 'first_visit' })));
    expect(await screen.findByRole('heading', { name: 'Welcome to Statusdeck' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-skeleton')).not.toBeInTheDocument();
  });
});

describe('a filled dashboard', () => {
  it('paints from one request: counts, every page with its status in words, incidents and maintenance', async () => {
    const calls = serveConsole({ 'GET /v1/dashboard': ok(dashboard()) });
    renderDashboard();
    expect(await screen.findByTestId('dashboard-status-pages-value')).toHaveTextContent('2');
    expect(screen.getByTestId('dashboard-active-incidents-value')).toHaveTextContent('2');
    expect(calls.filter((call) => call.path.startsWith('/v1/pages')).map((call) => call.path)).toEqual([]);
    expect(calls.filter((call) => call.path === '/v1/dashboard')).toHaveLength(1);

    const [api, web] = screen.getAllByTestId('dashboard-page');
    if (!api || !web) throw new Error('two page cards expected');
    expect(within(api).getByRole('heading', { name: /API/ })).toBeVisible();
    expect(api).toHaveTextContent('Partial system outage');
    // Open incidents are listed once, at the top, not again in their page's card.
    const lead = screen.getByTestId('dashboard-open-incidents');
    expect(within(lead).getByRole('link', { name: 'Slow API' })).toHaveAttribute(
      'href',
      '/statuspages/p1/incidents/i1',
    );
    expect(lead).toHaveTextContent('Minor impact');
    expect(lead).toHaveTextContent('Investigating');
    expect(within(lead).getAllByText(/Last update/)[0]).toHaveTextContent('Last update 5 minutes ago');
    expect(screen.getAllByRole('link', { name: 'Slow API' })).toHaveLength(1);
    expect(within(api).queryByText('No open incidents')).not.toBeInTheDocument();
    expect(within(api).getByRole('button', { name: 'Report incident (API)' })).toBeVisible();
    expect(within(api).getByRole('link', { name: /Public page/ })).toHaveAttribute(
      'href',
      '/public-page?page=api',
    );

    expect(web).toHaveTextContent('Service under maintenance');
    expect(web).toHaveTextContent('No open incidents');
    const maintenance = within(web).getByRole('region', { name: 'Maintenance' });
    expect(within(maintenance).getByRole('link', { name: 'Database upgrade' })).toBeVisible();
    expect(maintenance).toHaveTextContent('Scheduled');
    // The window is written in the page's time zone, named, whatever the viewer's.
    expect(maintenance).toHaveTextContent(/\d{2}:\d{2} GMT\+9 – \d{1,2} \w{3} \d{4}, \d{2}:\d{2} GMT\+9/);
    expect(maintenance).toHaveTextContent('Last update 3 days ago');
  });

  it('leads with the open incidents while there are any, and not when there are none', async () => {
    serveConsole({ 'GET /v1/dashboard': ok(dashboard()) });
    const first = renderDashboard();
    const lead = await screen.findByTestId('dashboard-open-incidents');
    expect(within(lead).getByRole('heading', { level: 2 })).toHaveTextContent('2 open incidents');
    // It comes before everything else on the screen.
    expect(lead.compareDocumentPosition(screen.getByTestId('dashboard-welcome'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(lead).getByRole('link', { name: 'API' })).toHaveAttribute(
      'href',
      '/statuspages/p1/incidents',
    );
    first.unmount();

    serveConsole({ 'GET /v1/dashboard': ok(dashboard({ pages: [busyPages[1] as Api.DashboardPage] })) });
    renderDashboard();
    await screen.findAllByTestId('dashboard-page');
    expect(screen.queryByTestId('dashboard-open-incidents')).not.toBeInTheDocument();
  });

  it('tells the owner a renewal is failing, when it is tried next and where to pay, after the open incidents', async () => {
    serveConsole({
      'GET /v1/dashboard': ok(
        dashboard({
          billing: {
            kind: 'renewal_failing',
            plan: 'pro',
            at: '2026-12-02T10:00:00.000Z',
            retry_days: [1, 3, 5],
          },
        }),
      ),
    });
    renderDashboard();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('The payment for the Pro plan failed');
    expect(banner).toHaveTextContent('We try again on 2 December 2026.');
    expect(within(banner).getByRole('link', { name: 'Update the card' })).toHaveAttribute(
      'href',
      '/settings/subscription',
    );
    expect(screen.getByTestId('dashboard-open-incidents').compareDocumentPosition(banner)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('tells the owner the organisation moved to Free after the last failed try', async () => {
    serveConsole({
      'GET /v1/dashboard': ok(
        dashboard({
          billing: { kind: 'lapsed', plan: 'free', at: '2026-12-06T10:01:00.000Z', retry_days: [1, 3, 5] },
        }),
      ),
    });
    renderDashboard();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('The organisation moved to the Free plan on 6 December 2026');
    expect(within(banner).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/settings/subscription/plans',
    );
  });

  it("reports an incident from a page's card on that page", async () => {
    serveConsole({ 'GET /v1/dashboard': ok(dashboard()) });
    const { user } = renderDashboard();
    const [, web] = await screen.findAllByTestId('dashboard-page');
    if (!web) throw new Error('two page cards expected');
    await user.click(within(web).getByRole('button', { name: 'Report incident (Website)' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages\/p2\/incidents\/add$/);
  });

  it('asks which page when reporting from the top with several pages, by mouse or keyboard', async () => {
    serveConsole({ 'GET /v1/dashboard': ok(dashboard()) });
    const { user } = renderDashboard();
    const section = await screen.findByRole('region', { name: 'Your status pages' });
    await user.click(within(section).getByRole('button', { name: 'Report incident' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which page is affected?' });
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Report incident' }));
    const again = await screen.findByRole('dialog', { name: 'Which page is affected?' });
    await user.click(within(again).getByRole('button', { name: 'Report an incident on Website' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages\/p2\/incidents\/add$/);
  });

  it('offers one Report incident with one page, on its card, and no second one at the top', async () => {
    serveConsole({ 'GET /v1/dashboard': ok(dashboard({ pages: [busyPages[0] as Api.DashboardPage] })) });
    const { user } = renderDashboard();
    const section = await screen.findByRole('region', { name: 'Your status pages' });
    const buttons = await within(section).findAllByRole('button', { name: /^Report incident/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages\/p1\/incidents\/add$/);
  });

  it('opens the status pages list from the pages card, with the mouse or the keyboard', async () => {
    serveConsole({ 'GET /v1/dashboard': ok(dashboard()) });
    const { user, unmount } = renderDashboard();
    await user.click(await screen.findByRole('link', { name: /Status pages\s*2/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages$/);
    unmount();

    const second = renderDashboard();
    const card = await screen.findByRole('link', { name: /Status pages\s*2/ });
    card.focus();
    await second.user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages$/);
  });

  it('gives a viewer the whole picture without a write action', async () => {
    const calls = serveConsole({ 'GET /v1/dashboard': ok(dashboard({ role: 'viewer' })) }, 'viewer');
    renderDashboard();
    await screen.findByTestId('dashboard-open-incidents');
    await roleLoaded(calls);
    expect(screen.getAllByTestId('dashboard-page')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Slow API' })[0]).toBeVisible();
  });
});

describe('a new organisation', () => {
  it('guides through first page, components and publishing, with the empty state to create a page', async () => {
    serveConsole({ 'GET /v1/dashboard': ok(dashboard({ greeting: 'first_visit', pages: [] })) });
    const { user } = renderDashboard();
    const checklist = await screen.findByRole('region', { name: 'Get your status page live' });
    expect(checklist).toHaveTextContent('0 of 3 steps done');
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/To do: Create a status page/),
      expect.stringMatching(/To do: Add components/),
      expect.stringMatching(/To do: Publish the page/),
    ]);
    expect(screen.getByTestId('dashboard-status-pages-value')).toHaveTextContent('0');
    expect(screen.getByTestId('dashboard-active-incidents-value')).toHaveTextContent('0');
    const empty = screen.getByRole('region', { name: 'No status pages yet' });
    await user.click(within(empty).getByRole('button', { name: 'Create status page' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages\/add$/);
  });

  it('marks the steps done as the first page gets there, and leads to the next one', async () => {
    const draft = dashboardPage({ published: false, component_count: 0 });
    serveConsole({ 'GET /v1/dashboard': ok(dashboard({ pages: [draft] })) });
    const { user } = renderDashboard();
    const checklist = await screen.findByRole('region', { name: 'Get your status page live' });
    expect(checklist).toHaveTextContent('1 of 3 steps done');
    expect(within(checklist).getAllByRole('listitem')[0]).toHaveTextContent(/Done: Create a status page/);
    expect(within(checklist).queryByRole('link', { name: 'Create a status page' })).not.toBeInTheDocument();
    await user.click(within(checklist).getByRole('link', { name: 'Add components' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages\/p1\/components\/add$/);
  });

  it('drops the checklist once a page has components and is published', async () => {
    serveConsole({ 'GET /v1/dashboard': ok(dashboard({ pages: [dashboardPage()] })) });
    renderDashboard();
    await screen.findByTestId('dashboard-page');
    expect(screen.queryByRole('region', { name: 'Get your status page live' })).not.toBeInTheDocument();
  });

  it('offers a viewer no create button and no step links', async () => {
    const calls = serveConsole({ 'GET /v1/dashboard': ok(dashboard({ pages: [] })) }, 'viewer');
    renderDashboard();
    const empty = await screen.findByRole('region', { name: 'No status pages yet' });
    await roleLoaded(calls);
    expect(within(empty).queryByRole('button')).not.toBeInTheDocument();
    const checklist = screen.getByRole('region', { name: 'Get your status page live' });
    expect(within(checklist).queryByRole('link')).not.toBeInTheDocument();
  });
});

it('shows an error with a retry that loads the dashboard again', async () => {
  let up = false;
  serveConsole({
    'GET /v1/dashboard': () =>
      up ? ok(dashboard()) : { status: 500, body: { code: 'internal_error', message: 'boom' } },
  });
  const { user } = renderDashboard();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The dashboard could not be loaded');

  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('dashboard-status-pages-value')).toHaveTextContent('2');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('speaks Russian', async () => {
  i18next.addResourceBundle('ru', 'translation', ru);
  serveConsole(
    { 'GET /v1/dashboard': ok(dashboard({ greeting: 'invited_first_visit', role: 'viewer' })) },
    'viewer',
  );
  await act(() => i18next.changeLanguage('ru'));
  try {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Добро пожаловать в команду' })).toBeVisible();
    expect(screen.getByTestId('dashboard-welcome')).toHaveTextContent('в роли наблюдателя');
    expect(screen.getByTestId('dashboard-open-incidents')).toHaveTextContent('2 открытых инцидента');
  } finally {
    await act(() => i18next.changeLanguage('en'));
  }
});

it('points an owner to settings for API tokens, organisation users and the subscription', async () => {
  serveConsole({ 'GET /v1/dashboard': ok(dashboard({ pages: [] })) });
  renderDashboard();
  const hint = await screen.findByTestId('dashboard-settings-hint');
  expect(hint).toHaveTextContent(
    'API tokens, organisation users and your subscription are managed in settings.',
  );
  expect(within(hint).getByRole('link', { name: 'API tokens' })).toHaveAttribute('href', '/settings/tokens');
  expect(within(hint).getByRole('link', { name: 'Organisation users' })).toHaveAttribute(
    'href',
    '/settings/users',
  );
  expect(within(hint).getByRole('link', { name: 'Subscription' })).toHaveAttribute(
    'href',
    '/settings/subscription',
  );
});

it('points an admin only to the settings an admin manages: no subscription', async () => {
  serveConsole({ 'GET /v1/dashboard': ok(dashboard({ pages: [] })) }, 'admin');
  renderDashboard();
  const hint = await screen.findByTestId('dashboard-settings-hint');
  expect(hint).toHaveTextContent('Settings your role can manage:');
  expect(
    within(hint)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['API tokens', 'Organisation users']);
});

it.each(['editor', 'viewer'] as const)(
  'gives an %s no settings links they cannot use, and says who manages them',
  async (role) => {
    serveConsole({ 'GET /v1/dashboard': ok(dashboard({ pages: [] })) }, role);
    renderDashboard();
    const hint = await screen.findByTestId('dashboard-settings-hint');
    expect(hint).toHaveTextContent(
      "API tokens, organisation users and the subscription are managed by the organisation's owners and admins.",
    );
    expect(within(hint).queryByRole('link')).not.toBeInTheDocument();
  },
);
