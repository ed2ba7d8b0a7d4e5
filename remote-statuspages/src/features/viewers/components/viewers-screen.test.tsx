// The Viewers tab of an audience page: its states, invite (client rules, server refusals), resend, remove,
// and what other roles and other access modes see.
import {
  type ApiCall,
  deferredReply,
  initTestI18n,
  type Reply,
  storeSignedInUser,
} from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { Page, Viewer } from '../../../api/page-access-types';
import { makePage, plans, type Role, serveConsole, usage } from '../../../testing/page-fixtures';
import { renderAt } from '../../../testing/render-remote';
import { ViewersScreen } from './viewers-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const VIEWERS_PATH = '/v1/pages/p1/viewers';
const AUDIENCE = makePage({ access: 'audience' });

function makeViewer(index: number, overrides: Partial<Viewer> = {}): Viewer {
  return {
    id: `v${index}`,
    email: `reader${index}@example.com`,
    invited_by: { id: 'u1', name: 'Jane Doe' },
    last_signed_in_at: null,
    created_at: new Date(Date.now() - index * 86_400_000).toISOString(),
    ...overrides,
  };
}

type Table = Parameters<typeof serveConsole>[0];

/** The tab over `page`, its viewers `all` (changed in place by the writes) with the plan's `limit`. */
function renderViewers({
  page = AUDIENCE,
  all = [],
  limit = 100,
  role = 'owner',
  table = {},
}: {
  page?: Page;
  all?: Viewer[];
  limit?: number;
  role?: Role;
  table?: Table;
} = {}) {
  const calls = serveConsole(
    {
      'GET /v1/pages/p1': { status: 200, body: page },
      'GET /v1/usage': usage(1, 3, 'pro'),
      'GET /v1/plans': plans(),
      [`GET ${VIEWERS_PATH}`]: () => ({ status: 200, body: { data: all, limit } }),
      ...table,
    },
    role,
  );
  const view = renderAt('/statuspages/p1/viewers', [
    { path: '/statuspages/:id/viewers', element: <ViewersScreen /> },
    { path: '/statuspages/:id/parameters', element: <h1>Parameters tab</h1> },
  ]);
  return { calls, ...view };
}

const writes = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method !== 'GET' && call.path.startsWith('/v1/pages/'))
    .map(({ method, path, body }) => ({ method, path, body }));

it('explains that only an audience page has viewers, with the way to its access settings', async () => {
  const { user, calls } = renderViewers({
    page: makePage({ access: 'password', access_password_set: true }),
  });
  expect(await screen.findByText('Only an audience page has viewers')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Invite viewer' })).not.toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Change who can see this page' });
  expect(link).toHaveAttribute('href', '/statuspages/p1/parameters#access');
  expect(calls.some((call) => call.path === VIEWERS_PATH)).toBe(false);
  await user.click(link);
  expect(await screen.findByRole('heading', { name: 'Parameters tab' })).toBeVisible();
});

it('shows a skeleton while the viewers load', async () => {
  const reply = deferredReply();
  renderViewers({ table: { [`GET ${VIEWERS_PATH}`]: reply.handler } });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading viewers…');
  reply.resolve({ status: 200, body: { data: [], limit: 100 } });
  expect(await screen.findByText('No viewers yet')).toBeVisible();
});

it('says when the viewers could not be loaded, and loads them again on Retry', async () => {
  let answer: Reply = { status: 500, body: { code: 'internal', message: 'boom' } };
  const { user } = renderViewers({ table: { [`GET ${VIEWERS_PATH}`]: () => answer } });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The viewers could not be loaded');
  answer = { status: 200, body: { data: [makeViewer(1)], limit: 100 } };
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('rowheader', { name: 'reader1@example.com' })).toBeVisible();
});

it('lists the viewers with who invited them, their last sign-in and the count against the plan', async () => {
  renderViewers({
    all: [
      makeViewer(1, { last_signed_in_at: new Date(Date.now() - 3 * 3_600_000).toISOString() }),
      makeViewer(2, { invited_by: null }),
    ],
  });
  const table = await screen.findByRole('table', { name: "The page's viewers" });
  const first = within(table).getByRole('row', { name: /reader1@example\.com/ });
  expect(first).toHaveTextContent('Jane Doe');
  expect(first).toHaveTextContent('3 hours ago');
  expect(first).toHaveTextContent('yesterday');
  const second = within(table).getByRole('row', { name: /reader2@example\.com/ });
  expect(second).toHaveTextContent('Unknown');
  expect(second).toHaveTextContent('Never');
  expect(screen.getByText('2 of 100 viewers')).toBeVisible();
  expect(document.title).toBe('Viewers · Acme API · Statusdeck');
});

it('invites a viewer: the address checked first, then the server’s refusals said where they belong', async () => {
  const all: Viewer[] = [makeViewer(1)];
  let answers: Reply[] = [
    { status: 409, body: { code: 'already_viewer', message: 'Already a viewer' } },
    { status: 402, body: { code: 'PLAN_LIMIT_REACHED', message: 'Limit' } },
  ];
  const { user, calls } = renderViewers({
    all,
    limit: 100,
    table: {
      [`POST ${VIEWERS_PATH}`]: (call) => {
        const [next, ...rest] = answers;
        answers = rest;
        if (next) return next;
        const viewer = makeViewer(9, { email: (call.body as { email: string }).email });
        all.push(viewer);
        return { status: 201, body: viewer };
      },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Invite viewer' }));
  const dialog = screen.getByRole('dialog', { name: 'Invite a viewer' });
  const email = within(dialog).getByRole('textbox', { name: 'E-mail address' });
  expect(email).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await within(dialog).findByText('Enter an e-mail address')).toBeVisible();
  await user.type(email, 'not-an-address');
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await within(dialog).findByText('Enter an e-mail address such as name@example.com')).toBeVisible();
  expect(writes(calls)).toEqual([]);

  await user.clear(email);
  await user.type(email, 'new@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await within(dialog).findByText('This person is already a viewer of this page')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(
    await screen.findByText('Your plan allows 100 viewers per page. Remove one or upgrade to invite more.'),
  ).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('new@example.com is invited')).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('rowheader', { name: 'new@example.com' })).toBeVisible();
  expect(screen.getByText('2 of 100 viewers')).toBeVisible();
  expect(writes(calls)).toEqual(
    [1, 2, 3].map(() => ({ method: 'POST', path: VIEWERS_PATH, body: { email: 'new@example.com' } })),
  );
});

it('invites the first viewer from the empty list', async () => {
  const all: Viewer[] = [];
  const { user } = renderViewers({
    all,
    table: {
      [`POST ${VIEWERS_PATH}`]: () => {
        const viewer = makeViewer(1);
        all.push(viewer);
        return { status: 201, body: viewer };
      },
    },
  });
  expect(await screen.findByText('No viewers yet')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Invite viewer' }));
  const dialog = screen.getByRole('dialog', { name: 'Invite a viewer' });
  await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'reader1@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByRole('rowheader', { name: 'reader1@example.com' })).toBeVisible();
  expect(screen.getByText('1 of 100 viewers')).toBeVisible();
});

it('sends a viewer a fresh sign-in link', async () => {
  const reply = deferredReply();
  const { user, calls } = renderViewers({
    all: [makeViewer(1)],
    table: { [`POST ${VIEWERS_PATH}/v1/resend`]: reply.handler },
  });
  const resend = await screen.findByRole('button', {
    name: 'Resend the sign-in link to reader1@example.com',
  });
  await user.click(resend);
  expect(resend).toBeDisabled();
  reply.resolve({ status: 204, body: null });
  expect(await screen.findByText('A new sign-in link is on its way to reader1@example.com')).toBeVisible();
  await waitFor(() => expect(resend).toBeEnabled());
  expect(writes(calls)).toEqual([{ method: 'POST', path: `${VIEWERS_PATH}/v1/resend`, body: undefined }]);
});

it('removes a viewer after saying they lose access and their subscription', async () => {
  const all = [makeViewer(1), makeViewer(2)];
  const { user, calls } = renderViewers({
    all,
    table: {
      [`DELETE ${VIEWERS_PATH}/v1`]: () => {
        all.splice(0, 1);
        return { status: 204, body: null };
      },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Remove reader1@example.com' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove reader1@example.com?' });
  expect(dialog).toHaveTextContent(
    'They lose access to this page at once, and their e-mail subscription to it ends.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(writes(calls)).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Remove reader1@example.com' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove viewer' }),
  );
  expect(await screen.findByText('reader1@example.com is removed')).toBeVisible();
  await waitFor(() =>
    expect(screen.queryByRole('rowheader', { name: 'reader1@example.com' })).not.toBeInTheDocument(),
  );
  expect(screen.getByText('1 of 100 viewers')).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'DELETE', path: `${VIEWERS_PATH}/v1`, body: undefined }]);
});

it.each(['editor', 'viewer'] as const)(
  'shows the %s role the viewers without write controls',
  async (role) => {
    renderViewers({ all: [makeViewer(1)], role });
    expect(await screen.findByRole('rowheader', { name: 'reader1@example.com' })).toBeVisible();
    expect(screen.getByText('Only owners and admins can invite or remove viewers.')).toBeVisible();
    // No invite, resend or remove (the screen's own region: toasts of earlier tests live outside it).
    expect(
      within(screen.getByRole('region', { name: 'Viewers' })).queryByRole('button'),
    ).not.toBeInTheDocument();
  },
);
