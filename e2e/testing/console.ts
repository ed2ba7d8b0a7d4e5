// Steps through the status page console the way a user does, by roles and visible names (the
// English texts of locales/en/translation.json), shared by the console specs.
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import type { Language } from '../../shared/src/i18n/languages';

/** The toast region; it holds one toast at a time. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^(Notifications|Уведомления) \(F8\)$/ });
}

/** Switches the top bar's language (the parameters form has a "Language" select of its own). */
export async function switchLanguage(page: Page, to: Language): Promise<void> {
  const current = to === 'ru' ? 'Language' : 'Язык';
  await page.getByRole('banner').getByRole('combobox', { name: current }).selectOption(to);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** Runs `assertions` on the current screen in Russian, then comes back to English. */
export async function checkInRussian(page: Page, assertions: () => Promise<void>): Promise<void> {
  await switchLanguage(page, 'ru');
  await assertions();
  await switchLanguage(page, 'en');
}

/** The list of component rows of a group (or "Without a group"), named after the section. */
export function sectionList(page: Page, name: string): Locator {
  return page.getByRole('list', { name, exact: true });
}

/** Text that starts with `name`, after the grip's symbol (no name here is a prefix of another). */
export function startsWith(name: string): RegExp {
  return new RegExp(`^\\W*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Asserts the rows of a section, in order; each row is matched by its component's name. */
export async function expectOrder(page: Page, section: string, names: string[]): Promise<void> {
  await expect(sectionList(page, section).getByRole('listitem')).toHaveText(names.map(startsWith));
}

/** The page tabs: Components, Incidents, Parameters, Appearance, Subscribers. */
export async function openTab(page: Page, tab: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Status page sections' })
    .getByRole('link', { name: tab })
    .click();
}

export async function addGroup(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add group', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a component group' });
  await dialog.getByLabel('Group name').fill(name);
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
}

/** Adds a component through its own screen and comes back to the board; `onForm` runs on that screen. */
export async function addComponent(
  page: Page,
  name: string,
  group: string,
  onForm?: () => Promise<void>,
): Promise<void> {
  const board = page.url();
  await page.getByRole('button', { name: 'Add component', exact: true }).click();
  await expect(page).toHaveURL(/\/components\/add$/);
  await onForm?.();
  const form = page.getByRole('form', { name: 'Add component' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Group', { exact: true }).selectOption({ label: group });
  await form.getByRole('button', { name: 'Add component' }).click();
  await expect(page).toHaveURL(board);
  await expect(sectionList(page, group).getByText(name, { exact: true })).toBeVisible();
}

/** Resolves when the server has answered a PATCH of one of the page's components. */
export function componentSaved(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      /\/v1\/pages\/[^/]+\/components\/[^/]+$/.test(response.url()),
  );
}
