import { formatDateTime, formatWindow } from '@statusdeck/shared/time';
import type { ComponentStatus, IncidentStatus } from '../../lib/enums';
import type { MailLanguage } from '../../lib/language';
import { INCIDENT_COPY } from './incident-copy';

/**
 * Stands for the subscriber's own unsubscribe link: one rendering serves every subscriber, and the fan-out
 * puts each one's link in its place as it inserts the rows (notification-repository.ts).
 */
export const UNSUBSCRIBE_URL_PLACEHOLDER = '{{unsubscribe_url}}';
/** The same for the subscriber's manage-subscription link (it carries the same token). */
export const MANAGE_URL_PLACEHOLDER = '{{manage_url}}';

export type IncidentMailInput = {
  language: MailLanguage;
  pageName: string;
  timeZone: string;
  incidentName: string;
  status: IncidentStatus;
  /** The update's text; for a reminder, the maintenance's latest update. */
  body: string;
  components: Array<{ name: string; status: ComponentStatus }>;
  incidentUrl: string;
  /** When the update is shown as posted (in the page's time zone, as the public page shows it). */
  postedAt?: Date;
  /** A maintenance's window, shown in every mail about it (in the page's time zone). */
  window?: { start: Date; end: Date };
  /** A reminder that the maintenance is about to begin, rather than news of a status change. */
  reminder?: boolean;
};

export type MailTemplate = { subject: string; text: string; html: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Subject and bodies of one incident notification; user text is only ever escaped into the HTML. */
export function incidentNotificationMail(input: IncidentMailInput): MailTemplate {
  const copy = INCIDENT_COPY[input.language];
  const status = copy.status[input.status];
  const { window, reminder, postedAt, language, timeZone } = input;
  const subject = reminder
    ? `[${input.pageName}] ${copy.reminderSubject}: ${input.incidentName}`
    : `[${input.pageName}] ${input.incidentName}: ${status}`;
  const windowLine = window
    ? `${copy.window}: ${formatWindow(window.start, window.end, language, timeZone)}`
    : '';
  const postedLine = postedAt ? `${copy.posted}: ${formatDateTime(postedAt, language, timeZone)}` : '';
  const components = input.components.map(
    (component) => `${component.name} — ${copy.componentStatus[component.status]}`,
  );
  const paragraphs = [
    input.incidentName,
    reminder ? copy.reminderIntro : `${copy.statusLine}: ${status}`,
    postedLine,
    windowLine,
    input.body.trim(),
    components.length > 0 ? `${copy.affected}:\n${components.map((line) => `- ${line}`).join('\n')}` : '',
  ].filter(Boolean);
  const footer = copy.footer(input.pageName);
  const text = [
    ...paragraphs,
    `${copy.view}: ${input.incidentUrl}`,
    `--\n${footer}\n${copy.manage}: ${MANAGE_URL_PLACEHOLDER}\n${copy.unsubscribe}: ${UNSUBSCRIBE_URL_PLACEHOLDER}`,
  ].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    `<p><a href="${escapeHtml(input.incidentUrl)}">${escapeHtml(copy.view)}</a></p>`,
    `<hr><p style="color:#666;font-size:12px">${escapeHtml(footer)} <a href="${MANAGE_URL_PLACEHOLDER}">${escapeHtml(copy.manage)}</a> · <a href="${UNSUBSCRIBE_URL_PLACEHOLDER}">${escapeHtml(copy.unsubscribe)}</a></p>`,
  ].join('\n');
  return { subject, text: `${text}\n`, html };
}
