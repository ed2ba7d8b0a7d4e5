/**
 * Calendar days of an IANA time zone, as UTC instants (milliseconds): what the uptime bars, "the last 15
 * days" and the history's months are counted in. The clock module's Intl reading does the zone arithmetic
 * (DST included).
 */
import { calendarDay, zoneOffsetMs } from '@statusdeck/shared/time';

/** YYYY-MM-DD of `instant` in `timeZone`. */
export const localDate: (instant: number, timeZone: string) => string = calendarDay;

function parseDate(date: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

/** Calendar arithmetic on YYYY-MM-DD (no zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The instant `date` begins in `timeZone` (its local midnight; where a DST change skips midnight, the first
 * instant of that date).
 */
export function startOfDay(date: string, timeZone: string): number {
  const key = `${timeZone}|${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = computeStartOfDay(date, timeZone);
    if (dayStarts.size >= DAY_STARTS_LIMIT) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return start;
}

/**
 * startOfDay is pure and asked for the same ~90 dates for every component of every snapshot rebuild;
 * each answer costs several Intl.formatToParts calls, so they are remembered (bounded: cleared when full).
 */
const dayStarts = new Map<string, number>();
const DAY_STARTS_LIMIT = 20_000;

function computeStartOfDay(date: string, timeZone: string): number {
  const [year, month, day] = parseDate(date);
  const wall = Date.UTC(year, month - 1, day);
  const guess = wall - zoneOffsetMs(wall, timeZone);
  const corrected = wall - zoneOffsetMs(guess, timeZone);
  // In a gap (midnight skipped), `corrected` lands before the date began: the date's first instant is the
  // end of the gap, where the later offset applies.
  return localDate(corrected, timeZone) === date ? corrected : guess;
}

/** YYYY-MM of `instant` in `timeZone`. */
export function localMonth(instant: number, timeZone: string): string {
  return localDate(instant, timeZone).slice(0, 7);
}

/** Calendar arithmetic on YYYY-MM. */
export function addMonths(month: string, months: number): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1 + months, 1)).toISOString().slice(0, 7);
}

/** The instant `month` (YYYY-MM) begins in `timeZone`. */
export function startOfMonth(month: string, timeZone: string): number {
  return startOfDay(`${month}-01`, timeZone);
}
