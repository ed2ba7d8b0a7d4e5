// One whole incident as an on-call engineer runs it in the console, in the language of `copy`:
// report it on two components with a notification, post two updates, correct the first, resolve it.
// Shared by the English and Russian specs; each step waits for what the user would see.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createVerifiedAccount, uniqueEmail } from './accounts';
import { apiCreate, apiSignIn } from './api-session';
import { toasts } from './console';
import type { IncidentCopy } from './incident-copy';
import { incidentMessages, reportIncident } from './incident-report';
import {
  addConfirmedSubscriber,
  createIncidentPage,
  incidentHeader,
  signInWith,
  timelineEntries,
} from './incidents';
import { expectMailSubjects, mailsTo } from './mail-message';
import { expectWorkingUnsubscribe } from './subscriber-mail';

const containing = (words: string) => new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

export async function runIncident(page: Page, request: APIRequestContext, copy: IncidentCopy): Promise<void> {
  const { language } = copy;
  const email = await createVerifiedAccount(request, `incident-${language}`);
  const owner = await apiSignIn(request, email);
  const site = await createIncidentPage(request, owner, { language, timeZone: 'Europe/Berlin' });
  // The watcher confirms through the mail and leaves through the first incident mail; the keeper stays.
  const watcher = uniqueEmail('watcher');
  const keeper = uniqueEmail('keeper');
  await addConfirmedSubscriber(request, owner, site.id, watcher);
  await apiCreate(request, owner, `/v1/pages/${site.id}/subscribers`, {
    email: keeper,
    skip_confirmation: true,
  });
  const text = incidentMessages(language);
  const prefix = `[${site.name}] `;
  const subject = (status: string) => `${prefix}${text.name}: ${status}`;
  const activeCount = page.getByTestId('dashboard-active-incidents-value');
  const goToDashboard = () =>
    page
      .getByRole('navigation', { name: copy.mainNav.label })
      .getByRole('link', { name: copy.mainNav.dashboard })
      .click();

  await signInWith(page, email, copy);
  await test.step("the dashboard's card leads to the page's incidents, none yet", async () => {
    await expect(activeCount).toHaveText('0');
    await page.getByTestId('dashboard-active-incidents').click();
    await expect(page).toHaveURL(new RegExp(`/statuspages/${site.id}/incidents$`));
    await expect(page.getByRole('heading', { name: copy.empty })).toBeVisible();
  });

  const incidentId = await test.step('report it on two components, subscribers notified', () =>
    reportIncident(page, copy, text));
  const timeline = timelineEntries(page, copy);

  await test.step('the dashboard counts it, and its card leads back to it', async () => {
    await goToDashboard();
    await expect(activeCount).toHaveText('1');
    await page.getByTestId('dashboard-active-incidents').click();
    await page.getByRole('list', { name: copy.activeTitle }).getByRole('link', { name: text.name }).click();
    await expect(page).toHaveURL(new RegExp(`/incidents/${incidentId}$`));
    await expect(timeline).toHaveCount(1);
  });

  await test.step('each subscriber gets the mail, whose unsubscribe link works', async () => {
    await expectMailSubjects(keeper, prefix, [subject(copy.mail.status.identified)]);
    const [mail] = await expectMailSubjects(watcher, prefix, [subject(copy.mail.status.identified)]);
    if (!mail) throw new Error('no mail');
    expect(mail.text).toContain(text.first);
    expect(mail.text).toContain(`API — ${copy.mail.partial}`);
    expect(mail.text).toContain(`/public-page/incident/${incidentId}`);
    await expectWorkingUnsubscribe(request, mail);
  });

  await test.step('post two updates: the timeline reads newest first', async () => {
    const composer = page.getByRole('form', { name: copy.detail.composer });
    await composer
      .getByLabel(copy.form.status, { exact: true })
      .selectOption({ label: copy.status.monitoring });
    await composer.getByLabel(copy.form.message, { exact: true }).fill(text.update1);
    await composer.getByRole('button', { name: copy.detail.postUpdate }).click();
    await expect(timeline).toHaveCount(2);
    await expect(toasts(page)).toContainText(copy.detail.posted);
    // A posted update starts a fresh composer, at the incident's new status.
    await expect(composer.getByLabel(copy.form.message, { exact: true })).toHaveValue('');
    await expect(composer.getByLabel(copy.form.status, { exact: true })).toHaveValue('monitoring');
    await composer.getByLabel(copy.form.message, { exact: true }).fill(text.update2);
    await composer.getByRole('button', { name: copy.detail.postUpdate }).click();
    await expect(timeline).toHaveCount(3);
    await expect(timeline.nth(0)).toContainText(text.update2);
    await expect(timeline.nth(1)).toContainText(text.update1);
    await expect(timeline.nth(2)).toContainText(text.first);
  });

  await test.step('correct the first update in place: new text, same status, same time, same place', async () => {
    const first = timeline.filter({ hasText: text.update1 });
    // The moment it is shown as posted, to the millisecond: a text correction must not move it.
    const shownAt = await first.locator('time').getAttribute('datetime');
    await first.getByRole('button', { name: copy.detail.edit }).click();
    const correction = page.getByRole('form', { name: copy.detail.correction });
    await expect(correction.getByLabel(copy.form.message, { exact: true })).toHaveValue(text.update1);
    await correction.getByLabel(copy.form.message, { exact: true }).fill(text.corrected);
    await correction.getByRole('button', { name: copy.detail.saveCorrection }).click();
    await expect(correction).toBeHidden();
    await expect(toasts(page)).toContainText(copy.detail.corrected);
    await page.reload();
    await expect(timeline).toHaveCount(3);
    const corrected = timeline.filter({ hasText: text.corrected });
    await expect(corrected).toContainText(copy.status.monitoring);
    await expect(timeline.filter({ hasText: text.update1 })).toHaveCount(0);
    // Soft: a moved update is reported, and the rest of the incident still runs and is checked.
    await expect.soft(corrected.locator('time')).toHaveAttribute('datetime', shownAt ?? '');
    await expect.soft(timeline).toHaveText([text.update2, text.corrected, text.first].map(containing));
  });

  await test.step('resolve it with the default message in the page’s language', async () => {
    await incidentHeader(page).getByRole('button', { name: copy.resolve.action, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: copy.resolve.title(text.name) });
    await expect(dialog.getByLabel(copy.resolve.message, { exact: true })).toHaveValue(
      copy.resolve.defaultText,
    );
    await dialog.getByRole('button', { name: copy.resolve.action, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText(copy.resolve.done);
    await expect(timeline).toHaveCount(4);
    await expect(incidentHeader(page)).toContainText(copy.status.resolved);
    await expect(
      incidentHeader(page).getByRole('button', { name: copy.resolve.action, exact: true }),
    ).toHaveCount(0);
    const affected = page.getByRole('list', { name: copy.detail.affected, exact: true });
    await expect(affected.getByRole('listitem')).toHaveText([
      new RegExp(`^API\\W*${copy.component.operational}$`),
      new RegExp(`^Database\\W*${copy.component.operational}$`),
    ]);
  });

  await test.step('one mail per posted update to the keeper (none for the correction), none after unsubscribing', async () => {
    const { identified, monitoring, resolved } = copy.mail.status;
    const mails = await expectMailSubjects(
      keeper,
      prefix,
      [identified, monitoring, monitoring, resolved].map(subject),
    );
    expect(mails.at(-1)?.text).toContain(copy.resolve.defaultText);
    expect(mailsTo(watcher).filter((mail) => mail.subject.startsWith(prefix))).toHaveLength(1);
  });

  await test.step('it has moved to the history; its components are operational on the Components tab', async () => {
    await page.getByRole('link', { name: copy.detail.back(site.name), exact: true }).click();
    await expect(page.getByRole('list', { name: copy.activeTitle })).toHaveCount(0);
    const history = page.getByRole('list', { name: copy.historyTitle, exact: true }).getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history).toContainText(text.name);
    await expect(history).toContainText(copy.status.resolved);
    await page
      .getByRole('navigation', { name: copy.sections })
      .getByRole('link', { name: copy.tabs.components })
      .click();
    for (const component of ['API', 'Database', 'Website']) {
      await expect(
        page.getByRole('button', { name: copy.statusMenu(component, copy.component.operational) }),
      ).toBeVisible();
    }
  });

  await test.step('the dashboard counts no active incident again', async () => {
    await goToDashboard();
    await expect(activeCount).toHaveText('0');
  });
}
