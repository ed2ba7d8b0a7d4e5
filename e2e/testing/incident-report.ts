// Reports an incident through the console's form: two components of the "Core" group, each with its
// own status, and a notification to the page's two confirmed subscribers.
import { expect, type Page } from '@playwright/test';
import type { Language } from '../../shared/src/i18n/languages';
import { toasts } from './console';
import type { IncidentCopy } from './incident-copy';
import { incidentHeader, timelineEntries } from './incidents';

export type IncidentMessages = {
  name: string;
  first: string;
  update1: string;
  update2: string;
  corrected: string;
};

export function incidentMessages(language: Language): IncidentMessages {
  return language === 'ru'
    ? {
        name: 'Ошибки при оплате',
        first: 'Часть платежей завершается ошибкой. Причина найдена: перегружена база данных.',
        update1: 'Исправление выкачено, следим за числом ошибок.',
        update2: 'Число ошибок вернулось к норме во всех регионах.',
        corrected: 'Исправление выкачено в 14:10, следим за числом ошибок.',
      }
    : {
        name: 'Checkout errors',
        first: 'Some payments fail. Cause found: the database is overloaded.',
        update1: 'A fix is deployed; we are watching the error rate.',
        update2: 'Error rates are back to normal in all regions.',
        corrected: 'A fix was deployed at 14:10; we are watching the error rate.',
      };
}

/** Fills and sends the report form from the incidents screen; returns the new incident's id. */
export async function reportIncident(
  page: Page,
  copy: IncidentCopy,
  text: IncidentMessages,
): Promise<string> {
  await page.getByRole('button', { name: copy.report, exact: true }).first().click();
  await expect(page).toHaveURL(/\/incidents\/add$/);
  const form = page.getByRole('form', { name: copy.form.title });
  await form.getByLabel(copy.form.name, { exact: true }).fill(text.name);
  await form.getByLabel(copy.form.status, { exact: true }).selectOption({ label: copy.status.identified });
  await form.getByLabel(copy.form.impact, { exact: true }).selectOption({ label: copy.impactMajor });
  await form.getByLabel(copy.form.message, { exact: true }).fill(text.first);
  await form.getByRole('checkbox', { name: 'API', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Database', exact: true }).check();
  // A major impact suggests a partial outage for each ticked component; the database is worse.
  await expect(form.getByLabel(copy.form.componentStatus('API'), { exact: true })).toHaveValue(
    'partial_outage',
  );
  await form
    .getByLabel(copy.form.componentStatus('Database'), { exact: true })
    .selectOption({ label: copy.component.major });
  await expect(form.getByRole('checkbox', { name: copy.form.notify })).toBeChecked();
  await expect(form.getByText(copy.form.twoMailed)).toBeVisible();
  await form.getByRole('button', { name: copy.report, exact: true }).click();

  await expect(toasts(page)).toContainText(copy.form.reported);
  await expect(page.getByRole('heading', { level: 1, name: text.name })).toBeVisible();
  const id = /\/incidents\/([^/]+)$/.exec(page.url())?.[1];
  if (!id || id === 'add') throw new Error(`not on the new incident's screen: ${page.url()}`);
  await expect(incidentHeader(page)).toContainText(copy.status.identified);
  await expect(incidentHeader(page)).toContainText(copy.impactMajor);
  const affected = page.getByRole('list', { name: copy.detail.affected, exact: true });
  await expect(affected.getByRole('listitem')).toHaveText([
    new RegExp(`^API\\W*${copy.component.partial}$`),
    new RegExp(`^Database\\W*${copy.component.major}$`),
  ]);
  const timeline = timelineEntries(page, copy);
  await expect(timeline).toHaveCount(1);
  await expect(timeline.first()).toContainText(text.first);
  await expect(timeline.first()).toContainText(copy.detail.mailed);
  return id;
}
