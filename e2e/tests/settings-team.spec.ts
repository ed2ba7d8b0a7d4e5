import { type Browser, expect, type Page, test } from '@playwright/test';
import { createVerifiedAccount, signIn, uniqueEmail } from '../testing/accounts';
import { apiCreate, apiSignIn } from '../testing/api-session';
import { openTab, toasts } from '../testing/console';
import { mailsTo } from '../testing/mail-message';
import { invitationPath } from '../testing/team';

type Created = { id: string };

/** A second person at another browser: their own context, so their own session. */
async function newPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The account menu's summary: e-mail, organisation and role above Settings and Logout. */
async function expectAccountMenu(page: Page, lines: RegExp[]): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const summary = page.getByTestId('account-summary');
  for (const line of lines) await expect(summary).toContainText(line);
  await expect(page.getByRole('menu', { name: 'Account menu' }).getByRole('menuitem')).toHaveText([
    'Settings',
    'Logout',
  ]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** The write controls of a status page's board and parameters, all there or all gone. */
async function expectWriteControls(page: Page, pageName: string, present: boolean): Promise<void> {
  const count = present ? 1 : 0;
  await expect(page.getByRole('heading', { level: 1, name: pageName })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Core', exact: true })).toContainText('API');
  await expect(page.getByRole('button', { name: 'Add component', exact: true })).toHaveCount(count);
  await expect(page.getByRole('button', { name: 'Add group', exact: true })).toHaveCount(count);
  await expect(page.getByRole('button', { name: /Change status$/ })).toHaveCount(count);
  await openTab(page, 'Parameters');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(pageName);
  if (present) await expect(page.getByLabel('Name', { exact: true })).toBeEnabled();
  else await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(count);
  await openTab(page, 'Components');
}

test('the owner invites a teammate by e-mail; they join as editor, are demoted to viewer and lose the write controls', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const ownerEmail = await createVerifiedAccount(request, 'team-owner');
  const organization = `Acme ${Date.now()}`;
  const pageName = `Team page ${Date.now()}`;
  const owner = await apiSignIn(request, ownerEmail);
  const statusPage = await apiCreate<Created>(request, owner, '/v1/pages', { name: pageName });
  const group = await apiCreate<Created>(request, owner, `/v1/pages/${statusPage.id}/component-groups`, {
    name: 'Core',
  });
  await apiCreate(request, owner, `/v1/pages/${statusPage.id}/components`, {
    name: 'API',
    group_id: group.id,
  });

  await signIn(page, ownerEmail);

  await test.step('the owner names the organisation on the general settings, reached from the avatar menu', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Organisation name' });
    await expect(name).toHaveValue(new RegExp(ownerEmail.split('@')[0] ?? ''));
    await name.fill(organization);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page)).toContainText('Organisation name saved');
    await expectAccountMenu(page, [
      new RegExp(ownerEmail),
      new RegExp(`Organisation: ${organization}`),
      /Role: Owner/,
    ]);
  });

  const teammate = uniqueEmail('teammate');

  await test.step('the owner invites the teammate as editor; the invitation is pending', async () => {
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Team' })
      .click();
    await expect(page).toHaveURL(/\/settings\/users$/);
    await expect(page.getByRole('row', { name: new RegExp(ownerEmail) })).toContainText('Owner');
    await expect(page.getByTestId('member-allowance')).toHaveText(
      '1 of 2 members, pending invitations included.',
    );
    await page.getByRole('button', { name: 'Invite member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite a member' });
    // A bad address is said on its field and nothing is sent.
    await dialog.getByLabel('E-mail').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
    await dialog.getByLabel('E-mail').fill(teammate);
    await expect(dialog.getByLabel('Role')).toHaveValue('editor');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText(`Invitation sent to ${teammate}`);
    const invitations = page.getByRole('table', { name: 'Invitations sent' });
    await expect(invitations.getByRole('row', { name: new RegExp(teammate) })).toContainText('Editor');
    await expect(page.getByTestId('member-allowance')).toHaveText(
      '2 of 2 members, pending invitations included.',
    );
  });

  const member = await newPerson(browser);

  await test.step('the mail arrives over SMTP; the teammate opens its link and creates an account', async () => {
    const path = await invitationPath(teammate);
    const [mail] = mailsTo(teammate);
    expect(mail?.subject).toBe(`You are invited to join ${organization} on Statusdeck`);
    expect(mail?.text).toContain(
      `${ownerEmail} invited you to join ${organization} on Statusdeck as an editor.`,
    );

    await member.goto(path);
    await expect(member.getByRole('heading', { name: `Join ${organization}` })).toBeVisible();
    await expect(member.getByText(`${organization} invited you as an editor.`)).toBeVisible();
    await expect(member.getByText(teammate)).toBeVisible();
    const form = member.getByRole('form', { name: 'Create your account and join' });
    await form.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await form.getByLabel('Confirm password').fill('correct horse battery');
    await form.getByRole('button', { name: 'Create account and join' }).click();
    await expect(member).toHaveURL(/\/$/);
    await expect(member.getByTestId('dashboard-welcome')).toContainText(teammate);
    await expect(member.getByTestId('dashboard-welcome')).toContainText('Welcome to the team');
    await expectAccountMenu(member, [
      new RegExp(teammate),
      new RegExp(`Organisation: ${organization}`),
      /Role: Editor/,
    ]);
  });

  await test.step('the link works once', async () => {
    const path = await invitationPath(teammate);
    const again = await newPerson(browser);
    await again.goto(path);
    await expect(
      again.getByRole('heading', { name: 'This invitation link is invalid or has expired' }),
    ).toBeVisible();
    await again.context().close();
  });

  await test.step('as editor the teammate has the write controls in the console', async () => {
    await member.getByRole('link', { name: 'Status pages', exact: true }).first().click();
    await member.getByRole('link', { name: pageName }).click();
    await expectWriteControls(member, pageName, true);
  });

  await test.step('the owner sees the teammate as a member and demotes them to viewer', async () => {
    await page.reload();
    const members = page.getByRole('table', { name: 'Members' });
    await expect(members.getByRole('row', { name: new RegExp(teammate) })).toBeVisible();
    await expect(page.getByText('No pending invitations')).toBeVisible();
    // Nobody changes their own role: the owner's own select is disabled and says why.
    await expect(page.getByRole('combobox', { name: `Role of ${ownerEmail}` })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: `Role of ${ownerEmail}` })).toHaveAccessibleDescription(
      "You can't change your own role.",
    );
    const role = page.getByRole('combobox', { name: `Role of ${teammate}` });
    await expect(role).toHaveValue('editor');
    await role.selectOption('viewer');
    await expect(toasts(page)).toContainText(`${teammate} is now Viewer`);
    await page.reload();
    await expect(page.getByRole('combobox', { name: `Role of ${teammate}` })).toHaveValue('viewer');
  });

  await test.step('after a reload the teammate, now a viewer, has no write controls left', async () => {
    await member.reload();
    await expectWriteControls(member, pageName, false);
    await expectAccountMenu(member, [/Role: Viewer/]);
    // Nor on the settings: the team is shown, not managed.
    await member.goto('/settings/users');
    await expect(member.getByRole('row', { name: new RegExp(ownerEmail) })).toContainText('Owner');
    await expect(member.getByRole('button', { name: 'Invite member' })).toBeDisabled();
    await expect(member.getByRole('button', { name: 'Invite member' })).toHaveAccessibleDescription(
      'Only owners and admins manage the team.',
    );
    await expect(member.getByRole('combobox', { name: /^Role of / })).toHaveCount(0);
  });
  await member.context().close();
});
