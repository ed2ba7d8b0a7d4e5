/**
 * A page's maintenance as iCalendar events: the public calendar (/status/{slug}/maintenance.ics) and the
 * attachment of the maintenance mails are built here, so an event reads the same in both and a calendar
 * that got it from a mail updates it from the feed (same UID, higher SEQUENCE).
 */
import type { Language } from '../../lib/enums';
import { component, icalendarText, utcDateTime } from '../../lib/icalendar';
import type { PageAddress } from '../pages/page-address';
import type { CalendarMaintenance } from './maintenance-calendar-repository';
import { localizedBody, localizedName } from './translations';

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const PRODID = '-//Statusdeck//Maintenance calendar//EN';

/** The page named in the calendar, and its best address (pages/page-address.ts), which the events link to. */
export type CalendarPage = { name: string; address: PageAddress };

/** UIDs end in the product's host name: unique across installations, stable for the maintenance. */
function uidDomain(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'statusdeck';
  } catch {
    return 'statusdeck';
  }
}

/** One VEVENT's lines, its title and description in `language` (else the page's default language). */
export function maintenanceEvent(
  maintenance: CalendarMaintenance,
  page: CalendarPage,
  publicUrl: string,
  language: Language,
): string[] {
  const url = page.address.incident(maintenance.id);
  const description = localizedBody(
    { body: maintenance.description, translations: maintenance.description_translations },
    language,
  );
  return component('VEVENT', [
    ['UID', `${maintenance.id}@${uidDomain(publicUrl)}`],
    ['DTSTAMP', utcDateTime(maintenance.changed_at)],
    ['LAST-MODIFIED', utcDateTime(maintenance.changed_at)],
    ['DTSTART', utcDateTime(maintenance.scheduled_for)],
    ['DTEND', utcDateTime(maintenance.scheduled_until)],
    ['SEQUENCE', maintenance.sequence],
    ['STATUS', maintenance.cancelled ? 'CANCELLED' : 'CONFIRMED'],
    ['SUMMARY', localizedName(maintenance, language), 'text'],
    ...(description ? [['DESCRIPTION', description, 'text'] as const] : []),
    ['URL', url],
    ['TRANSP', 'TRANSPARENT'],
  ]);
}

/** A VCALENDAR (METHOD:PUBLISH) named after the page, with one event per maintenance, in `language`. */
export function maintenanceCalendar(
  page: CalendarPage,
  maintenances: readonly CalendarMaintenance[],
  publicUrl: string,
  language: Language,
): string {
  const events = maintenances.flatMap((maintenance) =>
    maintenanceEvent(maintenance, page, publicUrl, language),
  );
  return icalendarText(
    component(
      'VCALENDAR',
      [
        ['PRODID', PRODID],
        ['VERSION', '2.0'],
        ['CALSCALE', 'GREGORIAN'],
        ['METHOD', 'PUBLISH'],
        ['X-WR-CALNAME', page.name, 'text'],
      ],
      events,
    ),
  );
}
