import {
  type ApiCall,
  deferredReply,
  initTestI18n,
  renderInRouter,
  storeSignedInUser,
} from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makePage, type Role, serveConsole, usage } from '../../../testing/page-fixtures';
import { renderAt } from '../../../testing/render-remote';
import { PageLayout } from './page-layout';
import { ParametersScreen } from './parameters-screen';
import { StatusPagesScreen } from './status-pages-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

type Table = Parameters<typeof serveConsole>[0];

function renderParameters(table: Table = {}, role: Role = 'owner') {
  const calls = serveConsole(
    {
      'GET /v1/pages/p1': { status: 200, body: makePage() },
      'GET /v1/pages': { status: 200, body: [makePage()] },
      'GET /v1/usage': { status: 200, body: { plan: {}, metrics: [] } },
      'GET /v1/pages/slug-availability': (call) => ({
        status: 200,
        body: { slug: new URL(call.url, 'http://x').searchParams.get('slug'), available: true },
      }),
      ...table,
    },
    role,
  );
  const view = renderAt('/statuspages/p1/parameters', [
    { path: '/statuspages/:id/parameters', element: <ParametersScreen /> },
    { path: '/statuspages', element: <h1>Pages list</h1> },
  ]);
  return { calls, ...view };
}

const patches = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PATCH');

it("fills the form with the page's settings", async () => {
  renderParameters();
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Acme API');
  expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('acme-api');
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Status of the Acme API');
  expect(screen.getByRole('textbox', { name: 'Website URL' })).toHaveValue('https://acme.example');
  expect(screen.getByRole('textbox', { name: 'Support URL' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
  expect(screen.getByRole('switch', { name: 'Allow subscribers' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Published' })).not.toBeChecked();
  // Nothing changed yet: nothing to save, and the page's own address is not "taken".
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  expect(screen.getByTestId('slug-check')).toBeEmptyDOMElement();
  expect(document.title).toBe('Parameters · Acme API · Statusdeck');
});

it('validates addresses and domains as the server does', async () => {
  const { user, calls } = renderParameters();
  const website = await screen.findByRole('textbox', { name: 'Website URL' });
  await user.clear(website);
  await user.type(website, 'acme.example');
  await user.type(screen.getByRole('textbox', { name: 'Custom domain' }), 'not a domain');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Enter a full address starting with http:// or https://')).toBeVisible();
  expect(screen.getByText('Enter a domain name such as status.example.com')).toBeVisible();
  expect(patches(calls)).toHaveLength(0);
});

it('saves only what changed as JSON, with one message, and locks Save while sending', async () => {
  const reply = deferredReply();
  const { user, calls } = renderParameters({ 'PATCH /v1/pages/p1': reply.handler });
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Acme Cloud');
  await user.clear(screen.getByRole('textbox', { name: 'Website URL' }));
  await user.type(screen.getByRole('textbox', { name: 'Custom domain' }), 'Status.Acme.example');
  await user.click(screen.getByRole('switch', { name: 'Published' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  await waitFor(() => expect(patches(calls)).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  expect(patches(calls)[0]?.body).toEqual({
    name: 'Acme Cloud',
    website_url: null,
    custom_domain: 'status.acme.example',
    published: true,
  });
  reply.resolve({
    status: 200,
    body: makePage({
      name: 'Acme Cloud',
      website_url: null,
      custom_domain: 'status.acme.example',
      published: true,
    }),
  });
  expect(await screen.findByText('Parameters saved')).toBeVisible();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Cloud');
});

it('says, while the address is being changed, that the old one will redirect and stay reserved', async () => {
  const { user } = renderParameters();
  const slug = await screen.findByRole('textbox', { name: 'Address' });
  expect(slug).not.toHaveAccessibleDescription(/will redirect/);
  await user.clear(slug);
  await user.type(slug, 'acme-status');
  await waitFor(() =>
    expect(slug).toHaveAccessibleDescription(
      /The old address acme-api will redirect to the new one and stay your organisation's for 30 days./,
    ),
  );
});

it('promises the old address only for a new one the server would take', async () => {
  const { user } = renderParameters({
    'GET /v1/pages/slug-availability': (call) => {
      const slug = new URL(call.url, 'http://x').searchParams.get('slug');
      return slug === 'admin'
        ? { status: 200, body: { slug, available: false, reason: 'reserved_word', suggestion: 'admin-3h3o' } }
        : { status: 200, body: { slug, available: true } };
    },
  });
  const slug = await screen.findByRole('textbox', { name: 'Address' });
  await user.clear(slug);
  await user.type(slug, 'admin');
  await waitFor(() => expect(screen.getByTestId('slug-check')).toHaveTextContent(/try admin-3h3o/));
  expect(slug).not.toHaveAccessibleDescription(/will redirect/);
  await user.clear(slug);
  await user.type(slug, 'Bad Slug');
  expect(slug).not.toHaveAccessibleDescription(/will redirect/);
  await user.clear(slug);
  await user.type(slug, 'acme-status');
  await waitFor(() =>
    expect(screen.getByTestId('slug-check')).toHaveTextContent('This address is available'),
  );
  expect(slug).toHaveAccessibleDescription(
    'Lowercase letters, digits and hyphens. Your page will be at http://localhost/public-page?page=acme-status. ' +
      "The old address acme-api will redirect to the new one and stay your organisation's for 30 days.",
  );
});

it('says a reserved word the server refuses on Save once, with the suggestion still offered', async () => {
  const { user } = renderParameters({
    'GET /v1/pages/slug-availability': {
      status: 200,
      body: { slug: 'admin', available: false, reason: 'reserved_word', suggestion: 'admin-3h3o' },
    },
    'PATCH /v1/pages/p1': {
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'The request is invalid',
        details: [{ field: 'slug', code: 'reserved_word', message: 'slug is a reserved word' }],
      },
    },
  });
  const slug = await screen.findByRole('textbox', { name: 'Address' });
  await user.clear(slug);
  await user.type(slug, 'admin');
  await waitFor(() => expect(screen.getByTestId('slug-check')).toHaveTextContent(/try admin-3h3o/));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(slug).toHaveAccessibleDescription(/Choose another address/));
  expect(screen.getAllByText(/This word is reserved for the service itself/)).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Use admin-3h3o' }));
  expect(slug).toHaveValue('admin-3h3o');
});

it('says after a rename that the old address now redirects', async () => {
  const { user } = renderParameters({
    'PATCH /v1/pages/p1': { status: 200, body: makePage({ slug: 'acme-status' }) },
  });
  const slug = await screen.findByRole('textbox', { name: 'Address' });
  await user.clear(slug);
  await user.type(slug, 'acme-status');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(
    await screen.findByText(
      'Saved. The old address acme-api now redirects here and stays yours for 30 days.',
    ),
  ).toBeVisible();
  expect(screen.queryByText('Parameters saved')).not.toBeInTheDocument();
});

it('puts a taken address on the address field', async () => {
  const { user } = renderParameters({
    'PATCH /v1/pages/p1': { status: 409, body: { code: 'slug_taken', message: 'taken' } },
  });
  const slug = await screen.findByRole('textbox', { name: 'Address' });
  await user.clear(slug);
  await user.type(slug, 'other');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(slug).toHaveAccessibleDescription(/This address is already taken/));
});

it('puts a product word the server refuses on the address field, translated', async () => {
  const { user } = renderParameters({
    'PATCH /v1/pages/p1': {
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'The request is invalid',
        details: [{ field: 'slug', code: 'reserved_word', message: 'slug is a reserved word' }],
      },
    },
  });
  const slug = await screen.findByRole('textbox', { name: 'Address' });
  await user.clear(slug);
  await user.type(slug, 'status');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(slug).toHaveAccessibleDescription(/This word is reserved for the service itself/),
  );
});

it('puts a domain another page uses on the custom domain field', async () => {
  const { user } = renderParameters({
    'PATCH /v1/pages/p1': { status: 409, body: { code: 'custom_domain_taken', message: 'taken' } },
  });
  const domain = await screen.findByRole('textbox', { name: 'Custom domain' });
  await user.type(domain, 'status.acme.example');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(domain).toHaveAccessibleDescription(/Another status page already uses this domain/),
  );
});

it('accepts a saved time zone alias the browser lists under its new name', async () => {
  const { user, calls } = renderParameters({
    'GET /v1/pages/p1': { status: 200, body: makePage({ time_zone: 'Europe/Kiev' }) },
    'PATCH /v1/pages/p1': { status: 200, body: makePage({ time_zone: 'Europe/Kiev', published: true }) },
  });
  await user.click(await screen.findByRole('switch', { name: 'Published' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Parameters saved')).toBeVisible();
  expect(patches(calls)[0]?.body).toEqual({ published: true });
});

it('deletes the page after its name is typed, then shows the list without it', async () => {
  let deleted = false;
  const calls = serveConsole({
    'GET /v1/pages/p1': () =>
      deleted
        ? { status: 404, body: { code: 'not_found', message: 'gone' } }
        : { status: 200, body: makePage() },
    'GET /v1/pages': () => ({ status: 200, body: deleted ? [] : [makePage()] }),
    'GET /v1/usage': () => usage(deleted ? 0 : 1, 1),
    'DELETE /v1/pages/p1': () => {
      deleted = true;
      return { status: 204 };
    },
  });
  // Arrive from the list, as a user does: its cached copy must not come back stale.
  const { user } = renderInRouter(
    '/statuspages',
    <Routes>
      <Route path="/statuspages" element={<StatusPagesScreen />} />
      <Route path="/statuspages/:id" element={<PageLayout />}>
        <Route index element={<p>Components</p>} />
        <Route path="parameters" element={<ParametersScreen />} />
      </Route>
    </Routes>,
  );
  await user.click(await screen.findByRole('link', { name: 'Acme API' }));
  await user.click(await screen.findByRole('link', { name: 'Parameters' }));
  await user.click(await screen.findByRole('button', { name: 'Delete status page' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete “Acme API”?' });
  const confirm = within(dialog).getByRole('button', { name: 'Delete status page' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Type Acme API to confirm' }), 'Acme AP');
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Type Acme API to confirm' }), 'I');
  await user.click(confirm);

  expect(await screen.findByText('Status page “Acme API” deleted')).toBeVisible();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages$/));
  expect(await screen.findByRole('region', { name: 'No status pages yet' })).toBeVisible();
  expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/v1/pages/p1']);
});

it('lets an editor save but not delete', async () => {
  renderParameters({}, 'editor');
  expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete status page' })).not.toBeInTheDocument();
});

it('shows a viewer the settings read-only', async () => {
  renderParameters({}, 'viewer');
  expect(await screen.findByRole('textbox', { name: 'Name' })).toBeDisabled();
  expect(screen.getByRole('switch', { name: 'Published' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete status page' })).not.toBeInTheDocument();
});
