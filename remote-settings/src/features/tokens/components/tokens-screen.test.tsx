import { initTestI18n, type Reply, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, makeApiToken, makeWorld, serveSettings, writes } from '../../../testing/fixtures';
import { renderSettings } from '../../../testing/render';
import { expiryOf } from '../api';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const deploy = makeApiToken({
  id: 't1',
  name: 'Deploy script',
  prefix: 'sdk_AbCdEfGh',
  role: 'editor',
  last_used_at: '2026-11-22T09:15:00Z',
  expires_at: '2027-01-31T22:59:59Z',
});

it('shows a skeleton while the tokens load', async () => {
  serveSettings(makeWorld(), (call) =>
    call.path === '/v1/api-tokens' ? new Promise<Reply>(() => undefined) : undefined,
  );
  renderSettings('/settings/tokens');
  expect(await screen.findByText('Loading the API tokens…')).toBeInTheDocument();
});

it('explains a failure and loads again on retry', async () => {
  let up = false;
  serveSettings(makeWorld({ tokens: [deploy] }), (call) =>
    !up && call.path === '/v1/api-tokens' ? fail(500, 'internal') : undefined,
  );
  const { user } = renderSettings('/settings/tokens');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The API tokens could not be loaded');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Deploy script')).toBeVisible();
});

it('invites to create the first token', async () => {
  serveSettings(makeWorld());
  const { user } = renderSettings('/settings/tokens');
  const empty = await screen.findByRole('region', { name: 'No API tokens yet' });
  await user.click(within(empty).getByRole('button', { name: 'Create token' }));
  expect(screen.getByRole('dialog', { name: 'Create an API token' })).toBeVisible();
});

it('lists name, prefix, role, created, last used and expiry, with the count against the plan', async () => {
  serveSettings(makeWorld({ tokens: [deploy, makeApiToken({ id: 't2', name: 'CI', role: 'viewer' })] }));
  renderSettings('/settings/tokens');
  const row = within(await screen.findByRole('row', { name: /Deploy script/ }));
  expect(row.getByText('sdk_AbCdEfGh…')).toBeVisible();
  expect(row.getByText('Editor')).toBeVisible();
  expect(row.getByText('1 November 2026')).toBeVisible();
  expect(row.getByText(/^22 Nov 2026, \d{2}:\d{2} \S+$/)).toBeVisible();
  expect(row.getByText(/31 January 2027|1 February 2027/)).toBeVisible();
  const ci = within(screen.getByRole('row', { name: /CI/ }));
  expect(ci.getByText('Never')).toBeVisible();
  expect(ci.getByText('No expiry')).toBeVisible();
  expect(screen.getByTestId('token-allowance')).toHaveTextContent('2 of 2 tokens.');
});

it('creates a token, shows its secret once with a warning, and copies it', async () => {
  const world = makeWorld({ role: 'admin', organization: { ...makeWorld().organization, plan: 'pro' } });
  const calls = serveSettings(world);
  const { user } = renderSettings('/settings/tokens');
  await user.click(await screen.findByRole('button', { name: 'Create token' }));
  const dialog = screen.getByRole('dialog', { name: 'Create an API token' });
  expect(within(dialog).getByLabelText('Name')).toHaveFocus();
  const role = within(dialog).getByLabelText('Role');
  // Up to the creator's own role: an admin cannot create an owner token.
  expect(
    within(role)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Admin', 'Editor', 'Viewer']);
  await user.type(within(dialog).getByLabelText('Name'), 'Deploy script');
  await user.selectOptions(role, 'viewer');
  await user.type(within(dialog).getByLabelText('Expires on (optional)'), '2099-03-15');
  await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

  const secretDialog = await screen.findByRole('dialog', { name: 'Copy your new token' });
  expect(within(secretDialog).getByRole('note')).toHaveTextContent("It won't be shown again.");
  const secret = within(secretDialog).getByRole('textbox', { name: 'Token "Deploy script"' });
  expect((secret as HTMLInputElement).value).toMatch(/^sdk_secret\w+$/);
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith((secret as HTMLInputElement).value);
  expect(await within(secretDialog).findByText('Copied to the clipboard.')).toBeVisible();
  expect(writes(calls)).toEqual([
    {
      method: 'POST',
      path: '/v1/api-tokens',
      body: { name: 'Deploy script', role: 'viewer', expires_at: expiryOf('2099-03-15') },
    },
  ]);

  await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('row', { name: /Deploy script/ })).toBeVisible();
  expect(screen.queryByDisplayValue(/^sdk_secret/)).not.toBeInTheDocument();
  // Opening the dialog again starts a new token: the secret is gone for good.
  await user.click(screen.getByRole('button', { name: 'Create token' }));
  expect(screen.getByRole('dialog', { name: 'Create an API token' })).toBeVisible();
});

it('checks the name and a past expiry before asking the server', async () => {
  const calls = serveSettings(makeWorld());
  const { user } = renderSettings('/settings/tokens');
  await user.click(await screen.findByRole('button', { name: 'Create token' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('Expires on (optional)'), '2020-01-01');
  await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
  expect(await within(dialog).findByText('Enter a name')).toBeVisible();
  expect(within(dialog).getByText('Choose a date after today')).toBeVisible();
  expect(writes(calls)).toEqual([]);
});

it('disables Create at the plan limit, with the reason', async () => {
  serveSettings(makeWorld({ tokens: [deploy, makeApiToken({ id: 't2', name: 'CI' })] }));
  renderSettings('/settings/tokens');
  await screen.findByText('Deploy script');
  const create = screen.getByRole('button', { name: 'Create token' });
  expect(create).toBeDisabled();
  expect(create).toHaveAccessibleDescription(/API token limit is reached/);
});

it('says which limit a 402 from the server hit', async () => {
  serveSettings(makeWorld(), (call) =>
    call.method === 'POST' && call.path === '/v1/api-tokens' ? fail(402, 'PLAN_LIMIT_REACHED') : undefined,
  );
  const { user } = renderSettings('/settings/tokens');
  await user.click(await screen.findByRole('button', { name: 'Create token' }));
  await user.type(screen.getByLabelText('Name'), 'One more');
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create token' }));
  expect(
    await screen.findByText("Your plan's API token limit is reached. Revoke a token or upgrade."),
  ).toBeVisible();
});

it('revokes a token after confirmation', async () => {
  const world = makeWorld({ tokens: [deploy] });
  const calls = serveSettings(world);
  const { user } = renderSettings('/settings/tokens');
  await user.click(await screen.findByRole('button', { name: 'Revoke Deploy script' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Revoke "Deploy script"?' });
  expect(dialog).toHaveTextContent('stops working at once');
  await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
  expect(await screen.findByText('Token "Deploy script" revoked')).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/api-tokens/t1', body: undefined }]);
  expect(await screen.findByRole('heading', { name: 'No API tokens yet' })).toBeVisible();
});

it.each(['editor', 'viewer'] as const)(
  'tells an %s who manages tokens, without asking for them',
  async (role) => {
    const calls = serveSettings(makeWorld({ role }));
    renderSettings('/settings/tokens');
    expect(await screen.findByRole('heading', { name: 'Owners and admins manage API tokens' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create token' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/users/roles')).toBe(true));
    expect(calls.some((call) => call.path === '/v1/api-tokens')).toBe(false);
  },
);

it.each(['owner', 'viewer'] as const)(
  'links an %s to the API documentation in a new tab, with what it holds',
  async (role) => {
    serveSettings(makeWorld({ role, tokens: [deploy] }));
    renderSettings('/settings/tokens');
    const link = await screen.findByRole('link', { name: 'API documentation (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/v1/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.parentElement).toHaveTextContent(/^Every endpoint, with its parameters and answers/);
  },
);
