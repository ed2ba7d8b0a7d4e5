import { initTestI18n, type Reply, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  fail,
  makeInvitation,
  makeMember,
  makeOrganization,
  makeWorld,
  serveSettings,
  type World,
  writes,
} from '../../../testing/fixtures';
import { renderSettings } from '../../../testing/render';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

function teamOf(role: World['role'], extra: Partial<World> = {}): World {
  return makeWorld({
    role,
    organization: makeOrganization({ plan: 'pro' }),
    members: [
      makeMember({
        id: 'u1',
        email: 'jane@example.com',
        role,
        is_you: true,
        last_sign_in_at: '2026-11-22T08:30:00Z',
      }),
      makeMember({ id: 'u2', email: 'olga@example.com', role: 'owner' }),
      makeMember({ id: 'u3', email: 'ed@example.com', role: 'editor' }),
    ],
    ...extra,
  });
}

const row = (email: string) => screen.getByRole('row', { name: new RegExp(email) });

/** The Team section's own Invite button (the empty invitations list offers one too). */
async function inviteButton() {
  const team = await screen.findByRole('region', { name: 'Team' });
  return within(team).findByRole('button', { name: 'Invite member' });
}

it('shows a skeleton while the team loads', async () => {
  serveSettings(teamOf('owner'), (call) =>
    call.path === '/v1/users' ? new Promise<Reply>(() => undefined) : undefined,
  );
  renderSettings('/settings/users');
  expect(await screen.findByText('Loading the team…')).toBeInTheDocument();
});

it('explains a failure and loads again on retry', async () => {
  let up = false;
  serveSettings(teamOf('owner'), (call) =>
    !up && call.path === '/v1/users' ? { status: 503, body: 'unavailable' } : undefined,
  );
  const { user } = renderSettings('/settings/users');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The team could not be loaded');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('olga@example.com')).toBeVisible();
});

it('lists members with role, joined and last sign-in, marks you, and counts against the plan', async () => {
  serveSettings(teamOf('owner', { invitations: [makeInvitation({ id: 'i1', email: 'new@example.com' })] }));
  renderSettings('/settings/users');
  expect(await screen.findByText('olga@example.com')).toBeVisible();
  const mine = row('jane@example.com');
  expect(within(mine).getByText('You')).toBeVisible();
  expect(within(mine).getByText(/^22 Nov 2026, \d{2}:\d{2} \S+$/)).toBeVisible();
  expect(within(row('ed@example.com')).getByText('Never')).toBeVisible();
  expect(within(row('ed@example.com')).getByText('1 November 2026')).toBeVisible();
  expect(screen.getByTestId('member-allowance')).toHaveTextContent(
    '4 of 10 members, pending invitations included.',
  );
});

it('lets an owner change another member role, and says so', async () => {
  const world = teamOf('owner');
  const calls = serveSettings(world);
  const { user } = renderSettings('/settings/users');
  const select = await screen.findByRole('combobox', { name: 'Role of ed@example.com' });
  expect(select).toBeEnabled();
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Owner', 'Admin', 'Editor', 'Viewer']);
  await user.selectOptions(select, 'viewer');
  expect(await screen.findByText('ed@example.com is now Viewer')).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'PATCH', path: '/v1/users/u3', body: { role: 'viewer' } }]);
  await waitFor(() => expect(select).toHaveValue('viewer'));
});

it('disables your own role with the reason', async () => {
  serveSettings(teamOf('owner'));
  renderSettings('/settings/users');
  const own = await screen.findByRole('combobox', { name: 'Role of jane@example.com' });
  expect(own).toBeDisabled();
  expect(own).toHaveAccessibleDescription("You can't change your own role.");
  const remove = within(row('jane@example.com')).getByRole('button', { name: 'Remove jane@example.com' });
  expect(remove).toBeDisabled();
  expect(remove).toHaveAccessibleDescription("You can't remove yourself.");
});

it("keeps an admin off the owners' roles and from making owners", async () => {
  serveSettings(teamOf('admin'));
  renderSettings('/settings/users');
  const owner = await screen.findByRole('combobox', { name: 'Role of olga@example.com' });
  expect(owner).toBeDisabled();
  expect(owner).toHaveAccessibleDescription("Only an owner can change an owner's role.");
  expect(
    within(row('olga@example.com')).getByRole('button', { name: 'Remove olga@example.com' }),
  ).toBeDisabled();
  const editor = screen.getByRole('combobox', { name: 'Role of ed@example.com' });
  expect(
    within(editor)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Admin', 'Editor', 'Viewer']);
});

it.each(['editor', 'viewer'] as const)('shows an %s the team read-only, with the reason', async (role) => {
  serveSettings(teamOf(role));
  renderSettings('/settings/users');
  await screen.findByText('ed@example.com');
  expect(within(row('ed@example.com')).getByText('Editor')).toBeVisible();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  const invite = await inviteButton();
  expect(invite).toBeDisabled();
  expect(invite).toHaveAccessibleDescription('Only owners and admins manage the team.');
  expect(screen.queryByRole('region', { name: 'Pending invitations' })).not.toBeInTheDocument();
});

it('explains a refused role change (last owner) in one toast and keeps the old role', async () => {
  serveSettings(teamOf('owner'), (call) =>
    call.method === 'PATCH' ? fail(409, 'last_owner', 'The organisation needs an owner') : undefined,
  );
  const { user } = renderSettings('/settings/users');
  const select = await screen.findByRole('combobox', { name: 'Role of olga@example.com' });
  await user.selectOptions(select, 'admin');
  expect(
    await screen.findByText('The organisation needs at least one owner. Make someone else an owner first.'),
  ).toBeVisible();
  await waitFor(() => expect(select).toHaveValue('owner'));
});

it('lays each member out as a card on a phone: values under their column names, Remove in the card', async () => {
  serveSettings(teamOf('owner'));
  renderSettings('/settings/users');
  const remove = await screen.findByRole('button', { name: 'Remove ed@example.com' });
  const row = remove.closest('tr');
  if (!row) throw new Error('Remove is not in a row');
  // The stacked layout's labels are for sight only: screen readers get the column headers.
  for (const column of ['Role', 'Joined', 'Last sign-in']) {
    expect(within(row).getByText(column)).toHaveAttribute('aria-hidden', 'true');
  }
  expect(within(row).getByRole('rowheader')).toHaveTextContent('ed@example.com');
  expect(screen.getByRole('table', { name: 'Members' })).toHaveAttribute('role', 'table');
});

it('removes a member after confirmation', async () => {
  const world = teamOf('owner');
  const calls = serveSettings(world);
  const { user } = renderSettings('/settings/users');
  await user.click(await screen.findByRole('button', { name: 'Remove ed@example.com' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Remove ed@example.com?' });
  // Removing deletes the account server-side (a user belongs to one organisation): the dialog says so.
  expect(dialog).toHaveTextContent('Their Statusdeck account is deleted and they are signed out everywhere');
  expect(dialog).toHaveTextContent('API tokens they created stop working');
  expect(dialog).toHaveTextContent('Pages, incidents and updates they wrote stay');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(writes(calls)).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Remove ed@example.com' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove member' }));
  expect(await screen.findByText('ed@example.com was removed')).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/users/u3', body: undefined }]);
  await waitFor(() => expect(screen.queryByText('ed@example.com')).not.toBeInTheDocument());
});

describe('invitations', () => {
  it('invites by e-mail with a role, then lists the invitation', async () => {
    const world = teamOf('owner');
    const calls = serveSettings(world);
    const { user } = renderSettings('/settings/users');
    const invitations = await screen.findByRole('region', { name: 'Pending invitations' });
    expect(within(invitations).getByRole('heading', { name: 'No pending invitations' })).toBeVisible();
    await user.click(within(invitations).getByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a member' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('E-mail'), ' sam@example.com ');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to sam@example.com')).toBeVisible();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/users/invite', body: { email: 'sam@example.com', role: 'admin' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(invitations).findByText('sam@example.com')).toBeVisible();
    expect(screen.getByTestId('member-allowance')).toHaveTextContent('4 of 10 members');
  });

  it('says on the e-mail field that the person is already a member', async () => {
    serveSettings(teamOf('owner'), (call) =>
      call.path === '/v1/users/invite' ? fail(409, 'already_member', 'Already a member') : undefined,
    );
    const { user } = renderSettings('/settings/users');
    await user.click(await inviteButton());
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ed@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('E-mail')).toHaveAccessibleDescription(
        'This person is already a member of the organisation.',
      ),
    );
  });

  it('checks the e-mail before asking the server', async () => {
    const calls = serveSettings(teamOf('owner'));
    const { user } = renderSettings('/settings/users');
    await user.click(await inviteButton());
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeVisible();
    expect(writes(calls)).toEqual([]);
  });

  it('offers an admin no owner role to invite as', async () => {
    serveSettings(teamOf('admin'));
    const { user } = renderSettings('/settings/users');
    await user.click(await inviteButton());
    const role = within(screen.getByRole('dialog')).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Editor', 'Viewer']);
  });

  it('disables Invite at the plan limit, with the reason and the way to plans', async () => {
    serveSettings(
      teamOf('owner', {
        organization: makeOrganization({ plan: 'free' }),
        members: [makeMember({ id: 'u1', email: 'jane@example.com', role: 'owner', is_you: true })],
        invitations: [makeInvitation({ id: 'i1', email: 'new@example.com' })],
      }),
    );
    renderSettings('/settings/users');
    expect(await screen.findByTestId('member-allowance')).toHaveTextContent('2 of 2 members');
    const invite = await inviteButton();
    expect(invite).toBeDisabled();
    expect(invite).toHaveAccessibleDescription(/member limit is reached/);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/settings/subscription/plans',
    );
  });

  it('at the plan limit with no pending invitations, offers no inviting in the empty state', async () => {
    serveSettings(
      teamOf('owner', {
        organization: makeOrganization({ plan: 'free' }),
        members: [
          makeMember({ id: 'u1', email: 'jane@example.com', role: 'owner', is_you: true }),
          makeMember({ id: 'u2', email: 'sam@example.com', role: 'viewer' }),
        ],
        invitations: [],
      }),
    );
    renderSettings('/settings/users');
    expect(await screen.findByTestId('member-allowance')).toHaveTextContent('2 of 2 members');
    const empty = await screen.findByRole('heading', { name: 'No pending invitations' });
    const section = empty.closest('section') as HTMLElement;
    expect(section).not.toHaveTextContent(/Invite a teammate/);
    expect(section).toHaveTextContent('No one can be invited until the member limit allows it.');
    expect(within(section).queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
  });

  it('says which limit a 402 from the server hit', async () => {
    serveSettings(teamOf('owner'), (call) =>
      call.path === '/v1/users/invite' ? fail(402, 'PLAN_LIMIT_REACHED', 'Plan limit reached') : undefined,
    );
    const { user } = renderSettings('/settings/users');
    await user.click(await inviteButton());
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('E-mail'), 'sam@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText("Your plan's member limit is reached. Upgrade to invite more people."),
    ).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('resends and cancels a pending invitation', async () => {
    const world = teamOf('owner', { invitations: [makeInvitation({ id: 'i1', email: 'new@example.com' })] });
    const calls = serveSettings(world);
    const { user } = renderSettings('/settings/users');
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to new@example.com' }));
    expect(await screen.findByText('Invitation sent to new@example.com again')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel the invitation to new@example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the invitation to new@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText('Invitation to new@example.com cancelled')).toBeVisible();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/users/invitations/i1/resend', body: undefined },
      { method: 'DELETE', path: '/v1/users/invitations/i1', body: undefined },
    ]);
    expect(await screen.findByRole('heading', { name: 'No pending invitations' })).toBeVisible();
  });

  it('marks an expired invitation, which can still be resent', async () => {
    serveSettings(
      teamOf('owner', {
        invitations: [
          makeInvitation({ id: 'i1', email: 'old@example.com', expires_at: '2020-01-08T10:00:00Z' }),
        ],
      }),
    );
    renderSettings('/settings/users');
    await screen.findByText('old@example.com');
    expect(within(row('old@example.com')).getByText('Expired')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend the invitation to old@example.com' })).toBeEnabled();
  });

  it("keeps an admin from resending or cancelling an owner's invitation, with the reason", async () => {
    serveSettings(
      teamOf('admin', {
        invitations: [makeInvitation({ id: 'i1', email: 'boss@example.com', role: 'owner' })],
      }),
    );
    renderSettings('/settings/users');
    const resend = await screen.findByRole('button', { name: 'Resend the invitation to boss@example.com' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription("Only an owner can resend or cancel an owner's invitation.");
    expect(screen.getByRole('button', { name: 'Cancel the invitation to boss@example.com' })).toBeDisabled();
  });
});
