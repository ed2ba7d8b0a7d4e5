import type { Api } from '@statusdeck/shared';
import { type ApiCall, deferredReply, initTestI18n, storeSignedInUser } from '@statusdeck/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePage, type Role, serveConsole } from '../../../testing/page-fixtures';
import { renderAt } from '../../../testing/render-remote';
import { AppearanceScreen } from './appearance-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

type Table = Parameters<typeof serveConsole>[0];

function renderAppearance(table: Table = {}, role: Role = 'owner', page: Api.Page = makePage()) {
  const calls = serveConsole({ 'GET /v1/pages/p1': { status: 200, body: page }, ...table }, role);
  const view = renderAt('/statuspages/p1/appearance', [
    { path: '/statuspages/:id/appearance', element: <AppearanceScreen /> },
  ]);
  return { calls, ...view };
}

function sentForm(calls: ApiCall[]): [string, FormDataEntryValue][] {
  const patch = calls.find((call) => call.method === 'PATCH');
  if (!(patch?.body instanceof FormData)) throw new Error('no multipart PATCH was sent');
  return [...patch.body.entries()];
}

const png = (name = 'logo.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

it('previews the public header with the saved name, colour and theme', async () => {
  renderAppearance();
  const preview = await screen.findByTestId('appearance-preview');
  expect(preview).toHaveTextContent('Acme API');
  expect(preview).toHaveAttribute('data-theme', 'light');
  expect(screen.getByTestId('appearance-preview-banner')).toHaveTextContent('All systems operational');
  expect(screen.getByTestId('appearance-preview-banner')).toHaveAttribute('data-color', '#1f845a');
  expect(screen.getByTestId('appearance-preview-brand')).toHaveAttribute('data-color', '#2563eb');
  expect(screen.getByRole('button', { name: 'Save appearance' })).toBeDisabled();
  expect(document.title).toBe('Appearance · Acme API · Statusdeck');
});

it("shows the page's real overall status in the preview banner, in its colour and the UI language", async () => {
  renderAppearance({}, 'owner', makePage({ status: 'critical' }));
  const banner = await screen.findByTestId('appearance-preview-banner');
  expect(banner).toHaveTextContent('Major system outage');
  expect(banner).not.toHaveTextContent('All systems operational');
  expect(banner).toHaveAttribute('data-color', '#c9372c');
});

it('redraws the preview as the colour and theme change, from the text or the picker', async () => {
  const { user } = renderAppearance();
  const hex = await screen.findByRole('textbox', { name: 'Brand colour' });
  await user.clear(hex);
  await user.type(hex, '#ff0000');
  expect(screen.getByTestId('appearance-preview-brand')).toHaveAttribute('data-color', '#ff0000');

  fireEvent.input(screen.getByLabelText('Pick the brand colour'), { target: { value: '#00aa55' } });
  expect(hex).toHaveValue('#00aa55');
  expect(screen.getByTestId('appearance-preview-brand')).toHaveAttribute('data-color', '#00aa55');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'dark');
  expect(screen.getByTestId('appearance-preview')).toHaveAttribute('data-theme', 'dark');
});

it('refuses a malformed colour', async () => {
  const { user, calls } = renderAppearance();
  const hex = await screen.findByRole('textbox', { name: 'Brand colour' });
  await user.clear(hex);
  await user.type(hex, '#12345');
  await user.click(screen.getByRole('button', { name: 'Save appearance' }));
  expect(await screen.findByText(/Enter a colour as # and six hexadecimal digits/)).toBeVisible();
  expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
});

it('sends only the changed colour and theme as multipart, locking Save meanwhile', async () => {
  const reply = deferredReply();
  const { user, calls } = renderAppearance({ 'PATCH /v1/pages/p1': reply.handler });
  const hex = await screen.findByRole('textbox', { name: 'Brand colour' });
  await user.clear(hex);
  await user.type(hex, '#FF8800');
  await user.click(screen.getByRole('button', { name: 'Save appearance' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
  expect(screen.getByRole('button', { name: 'Save appearance' })).toBeDisabled();
  expect(sentForm(calls)).toEqual([['brand_color', '#ff8800']]);
  reply.resolve({ status: 200, body: makePage({ brand_color: '#ff8800' }) });
  expect(await screen.findByText('Appearance saved')).toBeVisible();
});

it('uploads a chosen logo and nothing else', async () => {
  const { user, calls } = renderAppearance({ 'PATCH /v1/pages/p1': { status: 200, body: makePage() } });
  const logo = png();
  await user.upload(await screen.findByLabelText('Logo'), logo);
  expect(screen.getByTestId('logo-drop-zone')).toHaveTextContent('logo.png');
  await user.click(screen.getByRole('button', { name: 'Save appearance' }));
  await screen.findByText('Appearance saved');
  expect(sentForm(calls)).toEqual([['logo', logo]]);
});

it('refuses a file type the server does not take, before uploading', async () => {
  renderAppearance();
  // The browser's file dialog would hide the file; a drop or "All files" would not.
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(
    await screen.findByLabelText('Favicon'),
    new File(['gif'], 'anim.gif', { type: 'image/gif' }),
  );
  expect(await screen.findByText(/This file type is not accepted/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Save appearance' })).toBeDisabled();
});

it('refuses an image over 1 MB, before uploading', async () => {
  const { user } = renderAppearance();
  await user.upload(await screen.findByLabelText('Favicon'), png('huge.png', 1024 * 1024 + 1));
  expect(await screen.findByText('The file is too large. The limit is 1 MB.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Save appearance' })).toBeDisabled();
});

it('removes the saved logo from the preview and asks the server to remove it', async () => {
  const page = makePage({ logo_url: '/v1/public/pages/acme-api/logo' });
  const { user, calls } = renderAppearance(
    { 'PATCH /v1/pages/p1': { status: 200, body: makePage() } },
    'owner',
    page,
  );
  expect(await screen.findByRole('img', { name: 'Acme API logo' })).toHaveAttribute('src', page.logo_url);
  await user.click(screen.getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
  expect(screen.queryByRole('img', { name: 'Acme API logo' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save appearance' }));
  await screen.findByText('Appearance saved');
  expect(sentForm(calls)).toEqual([['remove_logo', 'true']]);
});

it("shows the server's refusal of an image on that image's field", async () => {
  const { user } = renderAppearance({
    'PATCH /v1/pages/p1': { status: 400, body: { code: 'unsupported_image', message: 'Not an image' } },
  });
  await user.upload(await screen.findByLabelText('Logo'), png('fake.png'));
  await user.click(screen.getByRole('button', { name: 'Save appearance' }));
  expect(
    await screen.findByText('This image could not be read. Use a PNG, JPEG, WebP or ICO file.'),
  ).toBeVisible();
});

it('shows a viewer the appearance read-only: the saved images, no upload or remove controls', async () => {
  const page = makePage({ logo_url: '/v1/public/pages/acme-api/logo', favicon_url: null });
  renderAppearance({}, 'viewer', page);
  expect(await screen.findByRole('textbox', { name: 'Brand colour' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Theme' })).toBeDisabled();
  const logo = screen.getByRole('group', { name: 'Logo' });
  expect(within(logo).getByRole('img', { name: 'Current file' })).toHaveAttribute('src', page.logo_url);
  expect(within(screen.getByRole('group', { name: 'Favicon' })).getByText('None')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Choose file' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  expect(document.querySelector('input[type="file"]')).toBeNull();
  expect(screen.queryByText('Drop a file here or choose one')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save appearance' })).not.toBeInTheDocument();
});
