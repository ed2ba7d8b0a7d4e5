import { deferredReply, initTestI18n, type Reply, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, makeWorld, serveSettings, writes } from '../../../testing/fixtures';
import { renderSettings } from '../../../testing/render';
import { passwordStrength } from '../password-strength';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const organizationRegion = () => screen.getByRole('region', { name: 'Organisation' });

it('shows a skeleton while the organisation loads', async () => {
  serveSettings(makeWorld(), (call) =>
    call.path === '/v1/organizations' ? new Promise<Reply>(() => undefined) : undefined,
  );
  renderSettings('/settings');
  expect(await within(organizationRegion()).findByRole('status')).toHaveTextContent(
    'Loading the organisation…',
  );
});

it('explains a failure and loads again on retry', async () => {
  let up = false;
  serveSettings(makeWorld(), (call) =>
    !up && call.path === '/v1/organizations' ? fail(500, 'internal', 'boom') : undefined,
  );
  const { user } = renderSettings('/settings');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The organisation could not be loaded');
  expect(alert).toHaveTextContent('The server could not answer just now');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('textbox', { name: 'Organisation name' })).toHaveValue('Acme');
});

it('lets an owner rename the organisation, trimmed, and saves only once changed', async () => {
  const world = makeWorld();
  const calls = serveSettings(world);
  const { user } = renderSettings('/settings');
  const name = await screen.findByRole('textbox', { name: 'Organisation name' });
  const save = within(organizationRegion()).getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  await user.clear(name);
  await user.type(name, '  Acme Status  ');
  await user.click(save);
  expect(await screen.findByText('Organisation name saved')).toBeVisible();
  expect(writes(calls)).toEqual([
    { method: 'PATCH', path: '/v1/organizations/o1', body: { name: 'Acme Status' } },
  ]);
  expect(world.organization.name).toBe('Acme Status');
});

it('refuses an empty or too long name before asking the server', async () => {
  const calls = serveSettings(makeWorld({ role: 'admin' }));
  const { user } = renderSettings('/settings');
  const name = await screen.findByRole('textbox', { name: 'Organisation name' });
  await user.clear(name);
  await user.click(within(organizationRegion()).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText("Enter the organisation's name")).toBeVisible();
  await user.type(name, 'x'.repeat(101));
  expect(name).toHaveValue('x'.repeat(100));
  expect(writes(calls)).toEqual([]);
});

it.each(['editor', 'viewer'] as const)('shows the name read-only to an %s, with the reason', async (role) => {
  serveSettings(makeWorld({ role }));
  renderSettings('/settings');
  expect(await within(organizationRegion()).findByText('Acme')).toBeVisible();
  expect(screen.getByText('Only owners and admins can rename the organisation.')).toBeVisible();
  expect(screen.queryByRole('textbox', { name: 'Organisation name' })).not.toBeInTheDocument();
});

it('shows the account e-mail and role', async () => {
  serveSettings(makeWorld({ role: 'admin' }));
  renderSettings('/settings');
  const account = screen.getByRole('region', { name: 'Your account' });
  expect(await within(account).findByText('jane@example.com')).toBeVisible();
  expect(within(account).getByText('Admin')).toBeVisible();
});

describe('change password', () => {
  async function fillPassword(
    user: ReturnType<typeof renderSettings>['user'],
    current: string,
    next: string,
    confirm = next,
  ) {
    await user.type(await screen.findByLabelText('Current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Confirm the new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('sends current and new password, says so and empties the form', async () => {
    const calls = serveSettings(makeWorld());
    const { user } = renderSettings('/settings');
    await fillPassword(user, 'old-secret', 'New-secret-42!');
    expect(await screen.findByText('Password changed. Your other sessions were signed out.')).toBeVisible();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/users/change-password',
        body: { current_password: 'old-secret', new_password: 'New-secret-42!' },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it("puts the server's invalid_password message on the current-password field, and nothing else", async () => {
    serveSettings(makeWorld(), (call) =>
      call.path === '/v1/users/change-password'
        ? fail(401, 'invalid_password', 'The current password is not correct.')
        : undefined,
    );
    const { user } = renderSettings('/settings');
    await fillPassword(user, 'wrong-one', 'New-secret-42!');
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not correct.'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The session stays: an invalid_password 401 is no reason to refresh or sign out.
    expect(localStorage.getItem('access_token')).not.toBeNull();
  });

  it('checks length and confirmation before asking the server', async () => {
    const calls = serveSettings(makeWorld());
    const { user } = renderSettings('/settings');
    await fillPassword(user, 'old', 'short', 'other');
    expect(await screen.findByText('Use at least 8 characters')).toBeVisible();
    expect(screen.getByText('The passwords do not match')).toBeVisible();
    expect(writes(calls)).toEqual([]);
  });

  it('hints at the strength of the new password as it is typed', async () => {
    serveSettings(makeWorld());
    const { user } = renderSettings('/settings');
    const field = await screen.findByLabelText('New password');
    expect(field).toHaveAccessibleDescription(/At least 8 characters/);
    await user.type(field, 'abcdefgh');
    expect(field).toHaveAccessibleDescription('Strength: weak');
    await user.clear(field);
    await user.type(field, 'Correct-Horse-42-Battery');
    expect(field).toHaveAccessibleDescription('Strength: strong');
  });

  it('shows the shared toast on 429 and no other message', async () => {
    serveSettings(makeWorld(), (call) =>
      call.path === '/v1/users/change-password' ? fail(429, 'TOO_MANY_REQUESTS', 'Slow down') : undefined,
    );
    const { user } = renderSettings('/settings');
    await fillPassword(user, 'old-secret', 'New-secret-42!');
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeVisible();
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
  });
});

describe('sign out of other sessions', () => {
  it('asks first, then ends the other sessions and says how many', async () => {
    const calls = serveSettings(makeWorld());
    const { user } = renderSettings('/settings');
    await user.click(await screen.findByRole('button', { name: 'Sign out of other sessions' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out of other sessions?' });
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    expect(await screen.findByText('Signed out of 2 other sessions')).toBeVisible();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/users/sign-out-others', body: undefined }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says plainly that API tokens stay valid, and links to revoking them, to those who manage tokens', async () => {
    serveSettings(makeWorld({ role: 'admin' }));
    const { user } = renderSettings('/settings');
    expect(
      await screen.findByText(
        'Signing out other sessions or changing your password leaves your API tokens working; resetting a forgotten password revokes them.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Review and revoke API tokens' }));
    expect(await screen.findByRole('heading', { name: 'API tokens', level: 2 })).toBeVisible();
  });

  it('does not mention API tokens to those who cannot manage them', async () => {
    serveSettings(makeWorld({ role: 'editor' }));
    renderSettings('/settings');
    expect(await screen.findByRole('button', { name: 'Sign out of other sessions' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Review and revoke API tokens' })).not.toBeInTheDocument();
  });

  it('keeps the dialog and says so when it fails', async () => {
    const reply = deferredReply();
    serveSettings(makeWorld(), (call) =>
      call.path === '/v1/users/sign-out-others' ? reply.handler() : undefined,
    );
    const { user } = renderSettings('/settings');
    await user.click(await screen.findByRole('button', { name: 'Sign out of other sessions' }));
    await user.click(screen.getByRole('button', { name: 'Sign out others' }));
    expect(screen.getByRole('button', { name: 'Sign out others' })).toBeDisabled();
    reply.resolve(fail(500, 'internal', 'boom'));
    expect(
      await screen.findByText('The service is temporarily unavailable. Please try again in a moment.'),
    ).toBeVisible();
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });
});

it.each([
  ['short', 'weak'],
  ['abcdefgh', 'weak'],
  ['abcdefgh1', 'fair'],
  ['Abcdefgh12!', 'good'],
  ['Abcdefgh12!xyz', 'strong'],
] as const)('rates %s as %s', (password, strength) => {
  expect(passwordStrength(password)).toBe(strength);
});
