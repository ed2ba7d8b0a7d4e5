import { presentPublicIncidents, presentPublicPage, type SnapshotDeps } from './build-snapshot';
import { findPageById, hasResolvedBefore, listResolvedBetween } from './repository';
import type { PublicHistory, PublicIncident } from './snapshot-types';
import { addMonths, localMonth, startOfMonth } from './zoned-days';

/** Months per page of history, newest first: three, as on Statuspage's history page. */
export const HISTORY_MONTHS = 3;

export const HISTORY_CURSOR = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * One page of the history: resolved incidents and completed maintenance by the month (page time zone) they
 * started, `HISTORY_MONTHS` months from `cursor` (YYYY-MM, the current month when absent) backwards, empty
 * months included but none before the page existed; `next_cursor` names the next older month while older
 * ones exist. A cursor in the future is read as the current month.
 */
export async function buildPublicHistory(
  deps: SnapshotDeps,
  pageId: string,
  cursor: string | null,
  now: Date,
): Promise<PublicHistory | null> {
  const { db, config } = deps;
  const page = await findPageById(db, pageId);
  if (!page?.published) return null;
  const timeZone = page.time_zone;
  const current = localMonth(now.getTime(), timeZone);
  const newest = cursor && cursor < current ? cursor : current;
  const firstMonth = localMonth(page.created_at.getTime(), timeZone);
  const months = Array.from({ length: HISTORY_MONTHS }, (_unused, index) => addMonths(newest, -index)).filter(
    (month) => month >= firstMonth || month === newest,
  );
  const oldest = months[months.length - 1] ?? newest;
  const from = new Date(startOfMonth(oldest, timeZone));
  const to = new Date(startOfMonth(addMonths(newest, 1), timeZone));
  const [rows, more] = await Promise.all([
    listResolvedBetween(db, page.id, from, to),
    hasResolvedBefore(db, page.id, from),
  ]);
  const incidents = await presentPublicIncidents(db, rows);
  const byMonth = new Map<string, PublicIncident[]>(months.map((month) => [month, []]));
  for (const incident of incidents)
    byMonth.get(localMonth(Date.parse(incident.started_at), timeZone))?.push(incident);
  return {
    page: presentPublicPage(config, page),
    months: months.map((month) => ({ month, incidents: byMonth.get(month) ?? [] })),
    next_cursor: more ? addMonths(oldest, -1) : null,
  };
}
