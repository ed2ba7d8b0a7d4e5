import { type ApiCall, deferredReply, initTestI18n, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makePage, type Role, serveConsole } from '../../../testing/page-fixtures';
import { renderAt } from '../../../testing/render-remote';
import { AddPageScreen } from './add-page-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

type Table = Parameters<typeof serveConsole>[0];

/** Slugs in `taken` answer unavailable with a suggestion; every other slug is free. */
function availability(taken: string[] = []) {
  return (call: ApiCall) => {
    const slug = new URL(call.url, 'http://x').searchParams.get('slug') ?? '';
    return taken.includes(slug)
      ? { status: 200, body: { slug, available: false, suggestion: `${slug}-2` } }
      : { status: 200, body: { slug, available: true } };
  };
}

function renderAdd(table: Table = {}, role: Role = 'owner') {
  const calls = serveConsole({ 'GET /v1/pages/slug-availability': availability(), ...table }, role);
  const view = renderAt('/statuspages/add', [
    { path: '/statuspages/add', element: <AddPageScreen /> },
    { path: '/statuspages/:id', element: <h1>Page details</h1> },
  ]);
  return { calls, ...view };
}

const creates = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/v1/pages');

it('derives the address from the name until the user edits it', async () => {
  const { user } = renderAdd();
  const name = await screen.findByRole('textbox', { name: 'Name' });
  const slug = screen.getByRole('textbox', { name: 'Address' });
  await user.type(name, 'Acme Cloud API!');
  expect(slug).toHaveValue('acme-cloud-api');
  expect(
    screen.getByText(
      'Lowercase letters, digits and hyphens. Your page will be at http://localhost/public-page?page=acme-cloud-api.',
    ),
  ).toBeVisible();

  await user.clear(slug);
  await user.type(slug, 'acme');
  await user.type(name, ' v2');
  expect(slug).toHaveValue('acme');
});

it('transliterates a Russian name into a readable address', async () => {
  const { user } = renderAdd();
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Статус Щука');
  expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('status-shchuka');
});

it('checks the address while typing and offers the suggestion when it is taken', async () => {
  const { user, calls } = renderAdd({ 'GET /v1/pages/slug-availability': availability(['acme']) });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Acme');
  const check = screen.getByTestId('slug-check');
  await waitFor(() => expect(check).toHaveTextContent('This address is taken — try acme-2.'));
  // Asked once, for the settled value, not per keystroke.
  expect(calls.filter((call) => call.path === '/v1/pages/slug-availability').map((call) => call.url)).toEqual(
    ['/v1/pages/slug-availability?slug=acme'],
  );

  await user.click(within(check).getByRole('button', { name: 'Use acme-2' }));
  expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('acme-2');
  await waitFor(() => expect(check).toHaveTextContent('This address is available.'));
});

it('says when the server will not take a well-formed address, with its suggestion', async () => {
  const { user } = renderAdd({
    'GET /v1/pages/slug-availability': {
      status: 200,
      body: { slug: 'api', available: false, reason: 'invalid', suggestion: 'api-status' },
    },
  });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'API');
  const check = screen.getByTestId('slug-check');
  await waitFor(() => expect(check).toHaveTextContent('This address cannot be used — try api-status.'));
  expect(within(check).getByRole('button', { name: 'Use api-status' })).toBeVisible();
});

it('says a product word or a recently released address is reserved, with the suggestion', async () => {
  const { user } = renderAdd({
    'GET /v1/pages/slug-availability': (call: ApiCall) => {
      const slug = new URL(call.url, 'http://x').searchParams.get('slug') ?? '';
      const reason = slug === 'status' ? 'reserved_word' : 'reserved';
      return { status: 200, body: { slug, available: false, reason, suggestion: `${slug}-k3x9` } };
    },
  });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Status');
  const check = screen.getByTestId('slug-check');
  await waitFor(() =>
    expect(check).toHaveTextContent('This word is reserved for the service itself — try status-k3x9.'),
  );
  const slug = screen.getByRole('textbox', { name: 'Address' });
  await user.clear(slug);
  await user.type(slug, 'acme');
  await waitFor(() =>
    expect(check).toHaveTextContent(
      'This address was used by another status page until recently — try acme-k3x9.',
    ),
  );
  expect(within(check).getByRole('button', { name: 'Use acme-k3x9' })).toBeVisible();
});

it('shows what is missing or malformed before sending anything', async () => {
  const { user, calls } = renderAdd();
  const slug = await screen.findByRole('textbox', { name: 'Address' });
  await user.click(screen.getByRole('button', { name: 'Create status page' }));
  expect(await screen.findByText('Enter a name for the page')).toBeVisible();
  expect(screen.getByText('Enter an address')).toBeVisible();

  await user.type(slug, 'Bad_Slug');
  await user.tab();
  expect(await screen.findByText(/Use lowercase latin letters, digits and hyphens/)).toBeVisible();
  const zone = screen.getByRole('combobox', { name: 'Time zone' });
  await user.clear(zone);
  await user.paste('Mars/Olympus');
  await user.tab();
  expect(await screen.findByText('Choose a time zone from the list, e.g. Europe/London')).toBeVisible();
  expect(creates(calls)).toHaveLength(0);
});

it('creates the page, says so and opens it; the button is locked while it is sent', async () => {
  const reply = deferredReply();
  const { user, calls } = renderAdd({ 'POST /v1/pages': reply.handler });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Acme API');
  await user.clear(screen.getByRole('combobox', { name: 'Time zone' }));
  await user.paste('Europe/Berlin');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru');
  await user.click(screen.getByRole('button', { name: 'Create status page' }));

  await waitFor(() => expect(creates(calls)).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Create status page' })).toBeDisabled();
  expect(creates(calls)[0]?.body).toEqual({
    name: 'Acme API',
    slug: 'acme-api',
    time_zone: 'Europe/Berlin',
    default_language: 'ru',
  });
  reply.resolve({ status: 201, body: makePage({ id: 'new-page', name: 'Acme API' }) });
  expect(await screen.findByText('Status page created')).toBeVisible();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages\/new-page$/));
});

it('starts with the browser time zone and the interface language', async () => {
  renderAdd();
  const zone = await screen.findByRole('combobox', { name: 'Time zone' });
  expect(zone).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
});

it('puts a taken address on the address field', async () => {
  const { user } = renderAdd({
    'POST /v1/pages': { status: 409, body: { code: 'slug_taken', message: 'Slug is taken' } },
  });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Acme');
  await user.click(screen.getByRole('button', { name: 'Create status page' }));
  const slug = screen.getByRole('textbox', { name: 'Address' });
  await waitFor(() =>
    expect(slug).toHaveAccessibleDescription(/This address is already taken. Choose another one./),
  );
  expect(slug).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages\/add$/);
});

it('puts a reserved address on the address field, in the interface language', async () => {
  const refusals = [
    {
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'The request is invalid',
        details: [{ field: 'slug', code: 'reserved_word', message: 'slug is a reserved word' }],
      },
    },
    { status: 409, body: { code: 'slug_reserved', message: 'This address is reserved' } },
  ];
  const { user } = renderAdd({ 'POST /v1/pages': () => refusals.shift() ?? { status: 500, body: {} } });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Acme');
  const slug = screen.getByRole('textbox', { name: 'Address' });
  await user.click(screen.getByRole('button', { name: 'Create status page' }));
  await waitFor(() =>
    expect(slug).toHaveAccessibleDescription(
      /This word is reserved for the service itself. Choose another address./,
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Create status page' }));
  await waitFor(() =>
    expect(slug).toHaveAccessibleDescription(
      /This address was used by another status page until recently and is reserved for now. Choose another one./,
    ),
  );
  expect(slug).toHaveAttribute('aria-invalid', 'true');
});

it("puts the server's validation details on the fields they name", async () => {
  const { user } = renderAdd({
    'POST /v1/pages': {
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Invalid',
        details: [{ field: 'name', code: 'too_long', message: 'must be shorter' }],
      },
    },
  });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Acme');
  await user.click(screen.getByRole('button', { name: 'Create status page' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'This value is too long',
    ),
  );
});

it('tells a viewer they cannot create pages instead of showing the form', async () => {
  renderAdd({}, 'viewer');
  expect(await screen.findByRole('heading', { name: "You can't create status pages" })).toBeVisible();
  expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  expect(document.title).toBe('Create status page · Statusdeck');
});

it('offers a retry when the role cannot be loaded, then shows the form', async () => {
  let up = false;
  const { user } = renderAdd({
    'GET /v1/users/roles': () =>
      up
        ? { status: 200, body: [{ name: 'owner', permissions: ['read', 'pages.create'] }] }
        : { status: 503, body: { code: 'unavailable', message: 'down' } },
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your permissions could not be loaded');
  expect(alert).toHaveTextContent('Something went wrong on our side. Try again.');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('textbox', { name: 'Name' })).toBeVisible();
});
