import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, uniqueEmail } from '../testing/accounts';
import { toasts } from '../testing/console';
import { EN } from '../testing/incident-copy';
import { addPublicSubscriber, timelineEntries } from '../testing/incidents';
import { expectMailSubjects, type MailMessage } from '../testing/mail-message';
import { createPublishedPage, expectHydrated, publicPagePath } from '../testing/public-page';

// An incident's text may be written in every language of the product: the page's default language
// first and required, the others optional. On a 390 px phone the tabs fit, work by keyboard, and the
// timeline says which updates readers of the other language will get in the default one. Readers get
// the text of their own language where it is written, else the default one: by mail, on the public
// page and in its Statuspage documents.

const PHONE = { width: 390, height: 844 };

async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('on a phone, the report form, the composer and the timeline offer each language by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const site = await createPublishedPage(request, { label: 'languages' });
  await page.setViewportSize(PHONE);
  await signIn(page, site.email);

  await test.step('the report form: English first and default, Russian optional, by arrow keys', async () => {
    await page.goto(`/statuspages/${site.id}/incidents/add`);
    const tabs = page.getByRole('tablist', { name: 'Language of the text' });
    const english = tabs.getByRole('tab', { name: 'English default' });
    await expect(english).toHaveAttribute('aria-selected', 'true');
    await english.focus();
    await page.keyboard.press('ArrowRight');
    const russian = tabs.getByRole('tab', { name: 'Russian optional — falls back to English' });
    await expect(russian).toBeFocused();
    await expect(russian).toHaveAttribute('aria-selected', 'true');
    await expect(russian).toBeInViewport({ ratio: 1 });
    await expect(english).toBeInViewport({ ratio: 1 });
    // From the tab, Tab goes into its panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type('Оплата не работает');
    await fitsThePhone(page);
  });

  await test.step('the incident: the composer has the tabs, the timeline notes the missing Russian text', async () => {
    await page.goto(`/statuspages/${site.id}/incidents/${site.incidentId}`);
    const composer = page.getByRole('form', { name: 'Post an update' });
    await expect(composer.getByRole('tab', { name: 'English default' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const entries = page.getByRole('listitem').filter({ hasText: 'No Russian text — readers get English' });
    await expect(entries).toHaveCount(2);
    const toggle = page.getByRole('tablist', { name: 'Show the text readers get in' });
    await toggle.getByRole('tab', { name: 'English' }).focus();
    await page.keyboard.press('End');
    await expect(toggle.getByRole('tab', { name: 'Russian' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No Russian name — readers get English')).toBeVisible();
    await fitsThePhone(page);
  });
});

const TEXT = {
  en: {
    name: 'Checkout errors',
    first: 'Some payments fail; we are looking into it.',
    update: 'Cause found: the payment API is overloaded.',
  },
  ru: {
    name: 'Ошибки при оплате',
    first: 'Часть платежей не проходит, выясняем причину.',
    update: 'Причина найдена: перегружен платёжный API.',
  },
};

const MISSING_RUSSIAN = 'No Russian text — readers get English';

/** Opens a form's Russian tab, whose fields then take the Russian text. */
async function chooseRussian(form: Locator): Promise<void> {
  const russian = form.getByRole('tab', { name: 'Russian optional — falls back to English', exact: true });
  await russian.click();
  await expect(russian).toHaveAttribute('aria-selected', 'true');
}

/** The one mail of `mails` with `subject`: its text is what the subscriber reads. */
function mailWith(mails: MailMessage[], subject: string): MailMessage {
  const mail = mails.find((candidate) => candidate.subject === subject);
  if (!mail) throw new Error(`no mail "${subject}"`);
  return mail;
}

test('readers get the incident in their own language: mails, the public page, summary.json', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const site = await createPublishedPage(request, { label: 'languages-e2e', incident: false });
  const russian = uniqueEmail('reader-ru');
  const english = uniqueEmail('reader-en');
  const prefix = `[${site.name}] `;
  const englishSubject = (status: string) => `${prefix}${TEXT.en.name}: ${status}`;
  const russianSubject = (status: string) => `${prefix}${TEXT.ru.name}: ${status}`;

  await test.step('two visitors subscribe, one on the page in Russian, one in English, and confirm', async () => {
    await Promise.all([
      addPublicSubscriber(request, site.slug, russian, 'ru'),
      addPublicSubscriber(request, site.slug, english),
    ]);
  });

  await signIn(page, site.email);
  const timeline = timelineEntries(page, EN);

  await test.step('the console reports the incident in English and, in the Russian tab, in Russian', async () => {
    await page.goto(`/statuspages/${site.id}/incidents/add`);
    const form = page.getByRole('form', { name: EN.form.title });
    await form.getByLabel(EN.form.name, { exact: true }).fill(TEXT.en.name);
    await form.getByLabel(EN.form.message, { exact: true }).fill(TEXT.en.first);
    await chooseRussian(form);
    await form.getByLabel(EN.form.name, { exact: true }).fill(TEXT.ru.name);
    await form.getByLabel(EN.form.message, { exact: true }).fill(TEXT.ru.first);
    await form.getByLabel(EN.form.status, { exact: true }).selectOption({ label: 'Investigating' });
    await expect(form.getByText(EN.form.twoMailed)).toBeVisible();
    await form.getByRole('button', { name: EN.report, exact: true }).click();
    await expect(toasts(page)).toContainText(EN.form.reported);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.name })).toBeVisible();
    await expect(timeline).toHaveCount(1);
    await expect(timeline.filter({ hasText: MISSING_RUSSIAN })).toHaveCount(0);
  });

  await test.step('each subscriber’s mail has the name and text of their language', async () => {
    const [ru] = await expectMailSubjects(russian, prefix, [russianSubject('Выясняем причину')]);
    expect(ru?.text).toContain(TEXT.ru.first);
    expect(ru?.text).toContain('Статус: Выясняем причину');
    expect(ru?.text).not.toContain(TEXT.en.first);
    const [en] = await expectMailSubjects(english, prefix, [englishSubject('Investigating')]);
    expect(en?.text).toContain(TEXT.en.first);
    expect(en?.text).toContain('Status: Investigating');
    expect(en?.text).not.toContain(TEXT.ru.name);
  });

  await test.step('an update in English only: the timeline notes it, the Russian reader gets the English text', async () => {
    const composer = page.getByRole('form', { name: EN.detail.composer });
    await composer.getByLabel(EN.form.status, { exact: true }).selectOption({ label: EN.status.identified });
    await composer.getByLabel(EN.form.message, { exact: true }).fill(TEXT.en.update);
    await composer.getByRole('button', { name: EN.detail.postUpdate }).click();
    await expect(timeline).toHaveCount(2);
    const missing = timeline.filter({ hasText: MISSING_RUSSIAN });
    await expect(missing).toHaveCount(1);
    await expect(missing).toContainText(TEXT.en.update);

    const ruMails = await expectMailSubjects(russian, prefix, [
      russianSubject('Выясняем причину'),
      russianSubject('Причина найдена'),
    ]);
    const ru = mailWith(ruMails, russianSubject('Причина найдена'));
    // The update's English text, among the words of a Russian mail.
    expect(ru.text).toContain(TEXT.en.update);
    expect(ru.text).toContain('Статус: Причина найдена');
    expect(ru.text).toContain('Следите за ходом на странице статуса');
    const enMails = await expectMailSubjects(english, prefix, [
      englishSubject('Investigating'),
      englishSubject('Identified'),
    ]);
    expect(mailWith(enMails, englishSubject('Identified')).text).toContain(TEXT.en.update);
  });

  await test.step('the correction editor’s Russian tab adds the Russian text: the note goes', async () => {
    const entry = timeline.filter({ hasText: TEXT.en.update });
    await entry.getByRole('button', { name: EN.detail.edit }).click();
    const correction = page.getByRole('form', { name: EN.detail.correction });
    await chooseRussian(correction);
    await correction.getByLabel(EN.form.message, { exact: true }).fill(TEXT.ru.update);
    await correction.getByRole('button', { name: EN.detail.saveCorrection }).click();
    await expect(correction).toBeHidden();
    await expect(toasts(page)).toContainText(EN.detail.corrected);
    // As stored, not as the editor left the screen.
    await page.reload();
    await expect(timeline).toHaveCount(2);
    await expect(page.getByText(MISSING_RUSSIAN)).toHaveCount(0);
    // The timeline shows what readers of Russian now get.
    const reading = page.getByRole('tablist', { name: 'Show the text readers get in' });
    await reading.getByRole('tab', { name: 'Russian' }).click();
    await expect(timeline.nth(0)).toContainText(TEXT.ru.update);
    await expect(timeline.nth(1)).toContainText(TEXT.ru.first);
  });

  await test.step('summary.json names the incident in the language asked for', async () => {
    const summary = async (query: string) => {
      const response = await request.get(`/status/${site.slug}/api/v2/summary.json${query}`);
      expect(response.status()).toBe(200);
      const { incidents } = (await response.json()) as {
        incidents: Array<{ name: string; incident_updates: Array<{ body: string }> }>;
      };
      return incidents.map((incident) => [incident.name, incident.incident_updates[0]?.body]);
    };
    // The documents are rebuilt after the correction commits.
    await expect
      .poll(() => summary('?lang=ru'), { message: 'summary.json?lang=ru' })
      .toEqual([[TEXT.ru.name, TEXT.ru.update]]);
    expect(await summary('')).toEqual([[TEXT.en.name, TEXT.en.update]]);
  });

  await test.step('the public page, as the server renders it, in Russian with ?lang=ru and else in English', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(publicPagePath(site.slug, 'ru'));
    const current = bare.getByRole('region', { name: 'Текущие инциденты' });
    await expect(current).toContainText(TEXT.ru.name);
    await expect(current).toContainText(TEXT.ru.update);
    await expect(current).not.toContainText(TEXT.en.name);
    await bare.goto(publicPagePath(site.slug));
    const englishCurrent = bare.getByRole('region', { name: 'Current incidents' });
    await expect(englishCurrent).toContainText(TEXT.en.name);
    await expect(englishCurrent).toContainText(TEXT.en.update);
    await expect(englishCurrent).not.toContainText(TEXT.ru.name);
    await noScript.close();
  });

  await test.step('the public page in Russian after hydration', async () => {
    await page.goto(publicPagePath(site.slug, 'ru'));
    await expectHydrated(page, 'Подписаться на обновления');
    const current = page.getByRole('region', { name: 'Текущие инциденты' });
    await expect(current).toContainText(TEXT.ru.name);
    await expect(current).toContainText(TEXT.ru.update);
    await expect(current).not.toContainText(TEXT.en.update);
  });
});
