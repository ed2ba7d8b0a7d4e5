// The custom domain panel of the parameters screen: its states, the DNS records to copy, Verify now, and
// the confirmation before a verified domain is changed or removed.
import { type ApiCall, deferredReply, initTestI18n, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { Page } from '../../../api/page-access-types';
import { makeDomain, makePage, plans, type Role, serveConsole, usage } from '../../../testing/page-fixtures';
import { renderAt } from '../../../testing/render-remote';
import { ParametersScreen } from './parameters-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

type Table = Parameters<typeof serveConsole>[0];

function renderParameters(page: Page, table: Table = {}, role: Role = 'owner') {
  const calls = serveConsole(
    {
      'GET /v1/pages/p1': { status: 200, body: page },
      'GET /v1/pages': { status: 200, body: [page] },
      'GET /v1/usage': usage(1, 3, 'pro'),
      'GET /v1/plans': plans(),
      ...table,
    },
    role,
  );
  const view = renderAt('/statuspages/p1/parameters', [
    { path: '/statuspages/:id/parameters', element: <ParametersScreen /> },
  ]);
  return { calls, ...view };
}

const writes = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method !== 'GET' && call.path.startsWith('/v1/pages/'))
    .map(({ method, path, body }) => ({ method, path, body }));

async function panel() {
  return screen.findByRole('region', { name: /Custom domain: status\.acme\.example/ });
}

it('shows no panel while the page has no custom domain', async () => {
  renderParameters(makePage());
  expect(await screen.findByRole('textbox', { name: 'Custom domain' })).toHaveValue('');
  expect(screen.queryByRole('region', { name: /Custom domain:/ })).not.toBeInTheDocument();
});

it('shows a pending domain with the two records to create, each copyable from the keyboard', async () => {
  const { user } = renderParameters(
    makePage({ custom_domain: 'status.acme.example', domain: makeDomain() }),
    {},
    'editor',
  );
  const domain = await panel();
  expect(within(domain).getByText('Pending verification')).toBeVisible();
  expect(within(domain).getByText(/does not answer at status\.acme\.example until/)).toBeVisible();
  const records = within(domain).getByRole('table', { name: 'DNS records for status.acme.example' });
  const rows = within(records).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(
      /^TXT.*_statusdeck-challenge\.status\.acme\.example.*5f0c1d2e3b4a69788796a5b4c3d2e1f0/,
    ),
    expect.stringMatching(/^CNAME.*status\.acme\.example.*pages\.statusdeck\.example/),
  ]);
  expect(within(domain).getByText('Last checked:', { exact: false })).toHaveTextContent('Not looked up yet');
  // On a 390 px phone the rows stack (the shared table's stackOnNarrow) and a long name or token wraps
  // anywhere instead of widening the page.
  const token = within(records).getByText('5f0c1d2e3b4a69788796a5b4c3d2e1f0');
  expect(getComputedStyle(token).overflowWrap).toBe('anywhere');
  expect(records).toHaveAttribute('role', 'table');

  // Tab reaches the copy buttons; Enter copies and says so.
  const copyValue = within(domain).getByRole('button', { name: "Copy the TXT record's value" });
  copyValue.focus();
  await user.keyboard('{Enter}');
  await waitFor(async () =>
    expect(await navigator.clipboard.readText()).toBe('5f0c1d2e3b4a69788796a5b4c3d2e1f0'),
  );
  expect(within(rows[0] as HTMLElement).getByText('Copied to the clipboard.')).toBeVisible();
  await user.tab();
  expect(within(domain).getByRole('button', { name: "Copy the CNAME record's name" })).toHaveFocus();
  await user.keyboard(' ');
  await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('status.acme.example'));
});

it('leaves the CNAME record out when the operator names no target, and does not promise one', async () => {
  renderParameters(
    makePage({ custom_domain: 'status.acme.example', domain: makeDomain({ cname_target: null }) }),
  );
  const records = within(await panel()).getByRole('table');
  expect(within(records).getAllByRole('row')).toHaveLength(2);
  expect(within(records).queryByText('CNAME')).not.toBeInTheDocument();
  expect(await panel()).toHaveTextContent('Create this TXT record at your DNS provider');
  expect(await panel()).not.toHaveTextContent('the CNAME record sends its visitors');
});

it('verifies now: the button spins, then the panel shows the domain verified', async () => {
  const reply = deferredReply();
  const verified = makePage({
    custom_domain: 'status.acme.example',
    address: 'https://status.acme.example/',
    domain: makeDomain({
      status: 'verified',
      verified_at: '2026-11-27T06:00:00.000Z',
      checked_at: '2026-11-27T06:00:00.000Z',
    }),
  });
  const { user, calls } = renderParameters(
    makePage({ custom_domain: 'status.acme.example', domain: makeDomain() }),
    { 'POST /v1/pages/p1/domain/verify': reply.handler },
    'editor',
  );
  await user.click(within(await panel()).getByRole('button', { name: 'Verify now' }));
  const busy = within(await panel()).getByRole('button', { name: 'Looking the records up…' });
  expect(busy).toBeDisabled();
  reply.resolve({ status: 200, body: verified });
  expect(await screen.findByText('status.acme.example is verified')).toBeVisible();
  expect(within(await panel()).getByText('Verified')).toBeVisible();
  expect(within(await panel()).getByText(/The page answers at status\.acme\.example/)).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/pages/p1/domain/verify', body: undefined }]);
});

it('says why a look-up did not verify the domain, under the panel, from the answer’s first detail', async () => {
  let checked = makePage({ custom_domain: 'status.acme.example', domain: makeDomain() });
  const { user } = renderParameters(checked, {
    'GET /v1/pages/p1': () => ({ status: 200, body: checked }),
    'POST /v1/pages/p1/domain/verify': () => {
      checked = makePage({
        custom_domain: 'status.acme.example',
        domain: makeDomain({ checked_at: new Date().toISOString(), error: 'record_mismatch' }),
      });
      return {
        status: 422,
        body: {
          code: 'domain_not_verified',
          message: 'The domain is not verified',
          details: [{ field: 'custom_domain', code: 'record_mismatch' }],
        },
      };
    },
  });
  await user.click(within(await panel()).getByRole('button', { name: 'Verify now' }));
  const alert = await within(await panel()).findByRole('alert');
  expect(alert).toHaveTextContent('status.acme.example is not verified');
  expect(alert).toHaveTextContent(
    'The TXT record at _statusdeck-challenge.status.acme.example holds another value. Replace its value with the one shown above.',
  );
  // The look-up's time comes back with the page.
  await waitFor(() => expect(screen.getByText('Last checked:', { exact: false })).toHaveTextContent('now'));
});

it('shows a verified domain whose record went missing as failing, with the day it stops answering', async () => {
  renderParameters(
    makePage({
      custom_domain: 'status.acme.example',
      domain: makeDomain({
        status: 'verified',
        verified_at: '2026-11-20T10:00:00.000Z',
        checked_at: '2026-11-26T10:00:00.000Z',
        failing_since: '2026-11-25T10:00:00.000Z',
        error: 'record_gone',
      }),
    }),
  );
  const domain = await panel();
  expect(within(domain).getByText(/^Failing since 25 Nov 2026, \d{2}:\d{2} \S+$/)).toBeVisible();
  expect(
    within(domain).getByText(/stops answering at status\.acme\.example on 28 Nov 2026, \d{2}:\d{2} \S+\./),
  ).toBeVisible();
  expect(within(domain).getByTestId('domain-reason')).toHaveTextContent(
    'The TXT record that proved the domain is gone.',
  );
  expect(within(domain).queryByRole('alert')).not.toBeInTheDocument();
});

it('shows a domain another page took over, and what to do', async () => {
  renderParameters(
    makePage({ custom_domain: 'status.acme.example', domain: makeDomain({ error: 'taken_over' }) }),
  );
  const domain = await panel();
  expect(within(domain).getByText('Taken over')).toBeVisible();
  expect(within(domain).getByTestId('domain-reason')).toHaveTextContent(
    /now holds it, so this page no longer answers there\. Remove the domain, or publish this page's TXT value/,
  );
});

it('gives a viewer the records and the state but not Verify now', async () => {
  renderParameters(makePage({ custom_domain: 'status.acme.example', domain: makeDomain() }), {}, 'viewer');
  const domain = await panel();
  expect(within(domain).getByRole('table')).toBeVisible();
  expect(within(domain).queryByRole('button', { name: 'Verify now' })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Custom domain' })).toBeDisabled();
});

it('asks before removing a verified domain, and sends nothing when cancelled', async () => {
  const page = makePage({
    custom_domain: 'status.acme.example',
    domain: makeDomain({ status: 'verified', verified_at: '2026-11-20T10:00:00.000Z' }),
  });
  const { user, calls } = renderParameters(page, {
    'PATCH /v1/pages/p1': { status: 200, body: makePage() },
  });
  const field = await screen.findByRole('textbox', { name: 'Custom domain' });
  await user.clear(field);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  let dialog = await screen.findByRole('alertdialog', { name: 'Stop using status.acme.example?' });
  expect(dialog).toHaveTextContent(
    'The page stops answering at status.acme.example as soon as the change is saved',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(writes(calls)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  dialog = await screen.findByRole('alertdialog', { name: 'Stop using status.acme.example?' });
  await user.click(within(dialog).getByRole('button', { name: 'Save and stop using it' }));
  expect(await screen.findByText('Parameters saved')).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'PATCH', path: '/v1/pages/p1', body: { custom_domain: null } }]);
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: /Custom domain:/ })).not.toBeInTheDocument(),
  );
});

it('changes a pending domain without asking, and says on the field when the domain is the product’s own', async () => {
  const { user, calls } = renderParameters(
    makePage({ custom_domain: 'status.acme.example', domain: makeDomain() }),
    {
      'PATCH /v1/pages/p1': {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Invalid',
          details: [{ field: 'custom_domain', code: 'domain_reserved', message: 'reserved' }],
        },
      },
    },
  );
  const field = await screen.findByRole('textbox', { name: 'Custom domain' });
  await user.clear(field);
  await user.type(field, 'acme.pages.statusdeck.example');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(
    await screen.findByText(
      'This domain belongs to Statusdeck itself. Use a domain of your own, such as status.example.com.',
    ),
  ).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(writes(calls)).toEqual([
    { method: 'PATCH', path: '/v1/pages/p1', body: { custom_domain: 'acme.pages.statusdeck.example' } },
  ]);
});

it('says under the panel when the domain turned out to be the product’s own', async () => {
  const { user } = renderParameters(
    makePage({ custom_domain: 'status.acme.example', domain: makeDomain() }),
    {
      'POST /v1/pages/p1/domain/verify': {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Invalid',
          details: [{ field: 'custom_domain', code: 'domain_reserved', message: 'reserved' }],
        },
      },
    },
  );
  await user.click(within(await panel()).getByRole('button', { name: 'Verify now' }));
  expect(await within(await panel()).findByRole('alert')).toHaveTextContent(
    'This domain belongs to Statusdeck itself. Use a domain of your own, such as status.example.com.',
  );
});
