import { expect, type Page, test } from '@playwright/test';
import { signIn, uniqueEmail } from '../testing/accounts';
import { apiCreate } from '../testing/api-session';
import { openTab } from '../testing/console';
import { type MailMessage, mailsTo, waitForMailLink } from '../testing/mail-message';
import {
  createPublishedPage,
  expectHydrated,
  INCIDENT,
  postUpdate,
  publicPagePath,
  reportIncident,
} from '../testing/public-page';
import { CONFIRM_LINK, unsubscribeLink } from '../testing/subscriber-mail';

// A visitor subscribes on the public page and manages the subscription by mail alone, against the
// real server and SMTP: double opt-in, incident mails, one-click unsubscribe as mail providers do it
// (RFC 8058) and the unsubscribe screen's button, and the owner's console seeing the outcome.

async function subscribeInDialog(page: Page, email: string, onlyApi = false): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Subscribe to updates' });
  await dialog.getByLabel('E-mail address', { exact: true }).fill(email);
  if (onlyApi) {
    await dialog.getByRole('radio', { name: /^Only the components I choose/ }).check();
    await dialog.getByRole('checkbox', { name: 'Core: API', exact: true }).check();
  }
  await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Check your inbox to confirm');
  await expect(dialog).toContainText(`We sent a message to ${email}.`);
}

/**
 * Waits until the mails to `to` whose subject starts with `prefix` are exactly `subjects`, in any order:
 * two updates posted a moment apart go out through the outbox side by side, and SMTP keeps no order.
 */
async function expectMailsInAnyOrder(to: string, prefix: string, subjects: string[]): Promise<MailMessage[]> {
  const matching = () => mailsTo(to).filter((mail) => mail.subject.startsWith(prefix));
  await expect
    .poll(
      () =>
        matching()
          .map((mail) => mail.subject)
          .sort(),
      { message: `the mails to ${to}`, timeout: 30_000 },
    )
    .toEqual([...subjects].sort());
  return matching();
}

test('subscribe on the page → confirm from the mail → incident mails → unsubscribe in one click → the console shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const site = await createPublishedPage(request, { label: 'public-subs', incident: false });
  // Both visitors subscribe on the page; the owner's keeper stays, so "no more mail" is waited for, not slept on.
  const oneClick = uniqueEmail('one-click');
  const viaScreen = uniqueEmail('via-screen');
  const keeper = uniqueEmail('keeper');
  await apiCreate(request, site.owner, `/v1/pages/${site.id}/subscribers`, {
    email: keeper,
    skip_confirmation: true,
  });
  const prefix = `[${site.name}] `;
  const subject = (status: string) => `${prefix}${INCIDENT.name}: ${status}`;

  await test.step('two visitors subscribe in the dialog (one to all components, one to API only)', async () => {
    await page.goto(publicPagePath(site.slug));
    await expectHydrated(page);
    await page.getByRole('button', { name: 'Subscribe to updates', exact: true }).click();
    await subscribeInDialog(page, oneClick);
    await page.getByRole('button', { name: 'Use another address' }).click();
    await subscribeInDialog(page, viaScreen, true);
    await page
      .getByRole('dialog', { name: 'Subscribe to updates' })
      .getByRole('button', { name: 'Close' })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Subscribe to updates', exact: true })).toBeFocused();
  });

  await test.step('each confirms with the link of the confirmation mail', async () => {
    for (const email of [oneClick, viaScreen]) {
      const link = await waitForMailLink(email, CONFIRM_LINK);
      expect(new URL(link).origin).toBe(new URL(page.url()).origin);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible();
      // Reloading the confirmed link is no failure.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'You are already subscribed' })).toBeVisible();
    }
    const list = await request.get(`/v1/pages/${site.id}/subscribers`, { headers: site.owner.headers });
    const { subscribers } = (await list.json()) as {
      subscribers: Array<{ email: string; state: string; component_ids: string[] | null }>;
    };
    const byEmail = Object.fromEntries(subscribers.map((row) => [row.email, row]));
    expect(byEmail[oneClick]).toMatchObject({ state: 'confirmed', component_ids: null });
    expect(byEmail[viaScreen]).toMatchObject({ state: 'confirmed', component_ids: [site.components.API] });
  });

  const incidentId =
    await test.step('the owner reports an incident and posts an update: both mail every subscriber', async () => {
      const id = await reportIncident(request, site.owner, site);
      await postUpdate(request, site.owner, site.id, id, { status: 'identified', body: INCIDENT.second });
      return id;
    });

  const lastMails =
    await test.step('the update arrives by mail, with its text and the incident’s public page', async () => {
      const subjects = [subject('Investigating'), subject('Identified')];
      const found: Record<string, MailMessage> = {};
      for (const email of [oneClick, viaScreen, keeper]) {
        const update = (await expectMailsInAnyOrder(email, prefix, subjects)).find(
          (mail) => mail.subject === subject('Identified'),
        );
        if (!update) throw new Error(`no update mail to ${email}`);
        expect(update.text).toContain(INCIDENT.second);
        expect(update.text).toContain(`/public-page/incident/${incidentId}?page=${site.slug}`);
        found[email] = update;
      }
      return found;
    });

  await test.step('a mail provider unsubscribes the first visitor with one POST (List-Unsubscribe=One-Click)', async () => {
    const mail = lastMails[oneClick];
    if (!mail) throw new Error('no mail');
    const url = unsubscribeLink(mail);
    const answer = await request.post(url, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ state: 'unsubscribed' });
    // Its reader following the same link later is told so, with nothing to click.
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'You are already unsubscribed' })).toBeVisible();
    await expect(page.getByText(`${oneClick} will get no more updates from ${site.name}.`)).toBeVisible();
  });

  await test.step('the second visitor opens the link and unsubscribes with the screen’s button', async () => {
    const mail = lastMails[viaScreen];
    if (!mail) throw new Error('no mail');
    await page.goto(unsubscribeLink(mail));
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByText(`Stop e-mail updates from ${site.name} to ${viaScreen}?`)).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    // Announced as it appears (the title is a status live region).
    await expect(page.getByRole('status')).toHaveText('You are unsubscribed');
    await expect(page.getByText(`${viaScreen} will get no more updates from ${site.name}.`)).toBeVisible();
  });

  await test.step('the owner’s console shows both as unsubscribed, the keeper as confirmed', async () => {
    await signIn(page, site.email);
    await page.goto(`/statuspages/${site.id}`);
    await openTab(page, 'Subscribers');
    await expect(page.getByRole('row', { name: new RegExp(oneClick) })).toContainText('Unsubscribed');
    await expect(page.getByRole('row', { name: new RegExp(viaScreen) })).toContainText('Unsubscribed');
    await expect(page.getByRole('row', { name: new RegExp(keeper) })).toContainText('Confirmed');
  });

  await test.step('the next update mails the keeper only', async () => {
    await postUpdate(request, site.owner, site.id, incidentId, {
      status: 'monitoring',
      body: 'A fix is deployed; we are watching the error rate.',
    });
    await expectMailsInAnyOrder(keeper, prefix, [
      subject('Investigating'),
      subject('Identified'),
      subject('Monitoring'),
    ]);
    for (const email of [oneClick, viaScreen]) {
      expect(mailsTo(email).filter((mail) => mail.subject.startsWith(prefix))).toHaveLength(2);
    }
  });
});
