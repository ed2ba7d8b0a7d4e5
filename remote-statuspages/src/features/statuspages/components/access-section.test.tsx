// "Who can see this page" on the parameters screen: the modes, the password, the allowed e-mail domains,
// plan gating, the server's refusals, revoking private links, and the read-only view of other roles.
import { type ApiCall, initTestI18n, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { Page } from '../../../api/page-access-types';
import { makePage, plans, type Role, serveConsole, usage } from '../../../testing/page-fixtures';
import { renderAt } from '../../../testing/render-remote';
import { ParametersScreen } from './parameters-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

type Table = Parameters<typeof serveConsole>[0];

/** The parameters screen over `page`; a PATCH answers the page with the changes (password aside). */
function renderAccess(
  page: Page,
  { table = {}, role = 'owner', plan = 'pro' }: { table?: Table; role?: Role; plan?: string } = {},
) {
  let current = page;
  const calls = serveConsole(
    {
      'GET /v1/pages/p1': () => ({ status: 200, body: current }),
      'GET /v1/pages': () => ({ status: 200, body: [current] }),
      'GET /v1/usage': usage(1, 3, plan),
      'GET /v1/plans': plans(),
      'PATCH /v1/pages/p1': (call) => {
        const { access_password, ...changes } = call.body as Record<string, unknown>;
        current = {
          ...current,
          ...changes,
          access_password_set: current.access_password_set || Boolean(access_password),
        };
        return { status: 200, body: current };
      },
      ...table,
    },
    role,
  );
  const view = renderAt('/statuspages/p1/parameters', [
    { path: '/statuspages/:id/parameters', element: <ParametersScreen /> },
    { path: '/statuspages/:id/viewers', element: <h1>Viewers tab</h1> },
    { path: '/settings/subscription', element: <h1>Subscription</h1> },
  ]);
  return { calls, ...view };
}

const writes = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method !== 'GET' && call.path.startsWith('/v1/pages/'))
    .map(({ method, path, body }) => ({ method, path, body }));

async function section() {
  return screen.findByRole('region', { name: 'Who can see this page' });
}

it('makes a page password-protected: a password is required, 8 characters at least, then saved', async () => {
  const { user, calls } = renderAccess(makePage());
  const access = await section();
  expect(within(access).getByRole('radio', { name: /^Public/ })).toBeChecked();
  expect(within(access).queryByLabelText('Password')).not.toBeInTheDocument();
  expect(within(access).queryByRole('button', { name: 'Revoke all private links' })).not.toBeInTheDocument();
  await user.click(within(access).getByRole('radio', { name: /^Password/ }));
  await user.click(within(access).getByRole('button', { name: 'Save access' }));
  expect(await within(access).findByText('Enter a password for the page')).toBeVisible();
  const password = within(access).getByLabelText('Password');
  await user.type(password, 'short');
  await user.click(within(access).getByRole('button', { name: 'Save access' }));
  expect(await within(access).findByText('The password must be 8 to 128 characters long')).toBeVisible();
  expect(writes(calls)).toEqual([]);

  await user.clear(password);
  await user.type(password, 'correct horse');
  await user.click(within(access).getByRole('button', { name: 'Save access' }));
  expect(await screen.findByText('Access to Acme API is saved')).toBeVisible();
  expect(writes(calls)).toEqual([
    { method: 'PATCH', path: '/v1/pages/p1', body: { access: 'password', access_password: 'correct horse' } },
  ]);
  // A password is set now: the field offers to change it, and may stay empty.
  expect(await within(access).findByLabelText('New password')).toHaveValue('');
  expect(within(access).getByText(/Leave empty to keep the current password/)).toBeVisible();
  expect(within(access).getByRole('button', { name: 'Revoke all private links' })).toBeVisible();
});

it("says on the field when the server wants a password, and translates a plan's refusal", async () => {
  let answers = [
    {
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Invalid',
        details: [{ field: 'access_password', code: 'access_password_required', message: 'required' }],
      },
    },
    { status: 402, body: { code: 'plan_feature_unavailable', message: 'Upgrade' } },
  ];
  const { user } = renderAccess(makePage({ access_password_set: true }), {
    table: {
      'PATCH /v1/pages/p1': () => {
        const [next, ...rest] = answers;
        answers = rest;
        return next ?? { status: 500, body: {} };
      },
    },
  });
  const access = await section();
  await user.click(within(access).getByRole('radio', { name: /^Password/ }));
  await user.click(within(access).getByRole('button', { name: 'Save access' }));
  expect(
    await within(access).findByText(
      'Set a password (8 to 128 characters) to protect the page with a password.',
    ),
  ).toBeVisible();
  await user.click(within(access).getByRole('button', { name: 'Save access' }));
  expect(
    await screen.findByText('Private pages are not part of your plan. Upgrade to make this page private.'),
  ).toBeVisible();
});

it('limits an audience page to viewers and e-mail domains, checked as host names', async () => {
  const { user, calls } = renderAccess(makePage());
  const access = await section();
  await user.click(within(access).getByRole('radio', { name: /^Audience/ }));
  const domains = within(access).getByRole('textbox', { name: 'Allowed e-mail domains' });
  await user.type(domains, 'example.com, not a domain!');
  await user.click(within(access).getByRole('button', { name: 'Save access' }));
  expect(
    await within(access).findByText(
      'Enter domain names such as example.com, separated by commas or new lines',
    ),
  ).toBeVisible();
  await user.clear(domains);
  await user.type(domains, 'Example.com,{Enter}corp.example.org example.com');
  await user.click(within(access).getByRole('button', { name: 'Save access' }));
  expect(await screen.findByText('Access to Acme API is saved')).toBeVisible();
  expect(writes(calls)).toEqual([
    {
      method: 'PATCH',
      path: '/v1/pages/p1',
      body: { access: 'audience', access_email_domains: ['example.com', 'corp.example.org'] },
    },
  ]);
  await user.click(within(access).getByRole('link', { name: 'Manage viewers' }));
  expect(await screen.findByRole('heading', { name: 'Viewers tab' })).toBeVisible();
});

it('refuses more than 20 e-mail domains before sending', async () => {
  const { user, calls } = renderAccess(makePage({ access: 'audience' }));
  const access = await section();
  const many = Array.from({ length: 21 }, (_, index) => `d${index}.example`).join(',');
  await user.click(within(access).getByRole('textbox', { name: 'Allowed e-mail domains' }));
  await user.paste(many);
  await user.click(within(access).getByRole('button', { name: 'Save access' }));
  expect(await within(access).findByText('Enter at most 20 domains')).toBeVisible();
  expect(writes(calls)).toEqual([]);
});

it('on the Free plan, keeps a public page public and points to the plans', async () => {
  const { user } = renderAccess(makePage(), { plan: 'free' });
  const access = await section();
  expect(
    await within(access).findByText(/Private pages are part of the Pro and Business plans/),
  ).toBeVisible();
  for (const name of [/^Public/, /^Password/, /^Audience/]) {
    expect(within(access).getByRole('radio', { name })).toBeDisabled();
  }
  expect(within(access).queryByRole('button', { name: 'Save access' })).not.toBeInTheDocument();
  await user.click(within(access).getByRole('link', { name: 'Upgrade in Subscription' }));
  expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeVisible();
});

it('revokes every private link after a confirmation', async () => {
  const { user, calls } = renderAccess(makePage({ access: 'password', access_password_set: true }), {
    table: { 'POST /v1/pages/p1/access/revoke-links': { status: 204, body: null } },
  });
  const access = await section();
  await user.click(within(access).getByRole('button', { name: 'Revoke all private links' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Revoke every private link of Acme API?' });
  expect(dialog).toHaveTextContent('Everyone signed in to this page is signed out');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(writes(calls)).toEqual([]);
  await user.click(within(access).getByRole('button', { name: 'Revoke all private links' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke links' }),
  );
  expect(await screen.findByText('Every private link of Acme API is revoked')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(writes(calls)).toEqual([
    { method: 'POST', path: '/v1/pages/p1/access/revoke-links', body: undefined },
  ]);
});

it.each(['editor', 'viewer'] as const)(
  'shows the %s role the access read-only, without write controls',
  async (role) => {
    renderAccess(makePage({ access: 'audience', access_email_domains: ['example.com', 'corp.example'] }), {
      role,
    });
    const access = await section();
    expect(
      within(access).getByText('Only owners and admins can change who can see this page.'),
    ).toBeVisible();
    expect(within(access).getByRole('radio', { name: /^Audience/ })).toBeChecked();
    for (const radio of within(access).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(access).getByText('Allowed e-mail domains: example.com, corp.example')).toBeVisible();
    expect(within(access).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(access).queryByRole('button')).not.toBeInTheDocument();
  },
);
