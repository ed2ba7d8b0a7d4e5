// Set-up around the incident screens through the real API and mailbox (a page with components, its
// subscribers), and the incident screen's parts located as a user finds them.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '../../shared/src/i18n/languages';
import { openAuth, PASSWORD } from './accounts';
import { type ApiUser, apiCreate } from './api-session';
import type { IncidentCopy } from './incident-copy';
import { waitForMailLink } from './mail-message';
import { CONFIRM_LINK } from './subscriber-mail';

type Created = { id: string };

export type IncidentPage = { id: string; name: string; components: Record<string, string> };

/** A page in `timeZone` and `language` with a "Core" group (API, Database) and an ungrouped Website. */
export async function createIncidentPage(
  request: APIRequestContext,
  user: ApiUser,
  options: { language: Language; timeZone: string },
): Promise<IncidentPage> {
  const name = `Acme ${Date.now()}`;
  const created = await apiCreate<Created>(request, user, '/v1/pages', {
    name,
    time_zone: options.timeZone,
    default_language: options.language,
  });
  const base = `/v1/pages/${created.id}`;
  const group = await apiCreate<Created>(request, user, `${base}/component-groups`, { name: 'Core' });
  const components: Record<string, string> = {};
  for (const [component, groupId] of [
    ['API', group.id],
    ['Database', group.id],
    ['Website', null],
  ] as const) {
    const row = await apiCreate<Created>(request, user, `${base}/components`, {
      name: component,
      ...(groupId ? { group_id: groupId } : {}),
    });
    components[component] = row.id;
  }
  return { id: created.id, name, components };
}

/** Subscribes `email` the way a real subscriber does: the confirmation mail's link, then confirm. */
export async function addConfirmedSubscriber(
  request: APIRequestContext,
  user: ApiUser,
  pageId: string,
  email: string,
): Promise<void> {
  await apiCreate(request, user, `/v1/pages/${pageId}/subscribers`, { email });
  await confirmFromMail(request, email);
}

/**
 * Subscribes `email` as a visitor of the public page shown in `language` does (omitted: the page's own
 * language, which its mails are then written in), and confirms with the link of the confirmation mail.
 */
export async function addPublicSubscriber(
  request: APIRequestContext,
  slug: string,
  email: string,
  language?: Language,
): Promise<void> {
  const answer = await request.post(`/v1/public/pages/${encodeURIComponent(slug)}/subscribers`, {
    data: { email, ...(language ? { language } : {}) },
  });
  expect(answer.status(), await answer.text()).toBe(202);
  await confirmFromMail(request, email);
}

/** Confirms the subscription of `email` with the token of the confirmation mail it was sent. */
async function confirmFromMail(request: APIRequestContext, email: string): Promise<void> {
  // A Russian mail travels base64-encoded, hence the decoding reader; the link may carry its language.
  const link = await waitForMailLink(email, CONFIRM_LINK);
  const token = new URL(link).searchParams.get('token');
  const confirmed = await request.post('/v1/public/subscriptions/confirm', { data: { token } });
  expect(confirmed.status()).toBe(200);
  expect(await confirmed.json()).toEqual({ state: 'confirmed' });
}

/** Signs in through the form in the browser's language (the console follows the browser's locale). */
export async function signInWith(page: Page, email: string, copy: IncidentCopy): Promise<void> {
  await openAuth(page);
  await page.getByLabel(copy.signIn.email, { exact: true }).fill(email);
  await page.getByLabel(copy.signIn.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: copy.signIn.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('dashboard-welcome')).toContainText(email);
}

/** A date-time-local value ("2026-11-23T14:05") on the wall clock of `timeZone`. */
export function wallClock(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The incident's header: its h1 and the summary under it (impact and status badges, times). */
export function incidentHeader(page: Page): Locator {
  return page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
}

/** The timeline's entries, newest first (each entry's own list of component badges left out). */
export function timelineEntries(page: Page, copy: IncidentCopy): Locator {
  return page
    .getByRole('list', { name: copy.detail.timeline, exact: true })
    .getByRole('listitem', { name: copy.detail.entry });
}
