import type { ComponentStatus, Impact } from '../../../lib/enums';
import type { IncidentTranslations } from '../../incidents/translations';
import type { PublicUptime, PublicUptimeDay } from './snapshot-types';
import { addDays, localDate, startOfDay } from './zoned-days';

/** How many days the uptime bars show: today (in the page's time zone) and the 89 before it. */
export const UPTIME_DAYS = 90;

/**
 * How much of a second in each status counts as down. A major outage is fully down; a partial outage
 * counts as 0.3 of a second down (part of the service still answers); degraded performance (slow, but
 * working) and maintenance (planned and announced) do not count against uptime. The README states these.
 */
export const DOWNTIME_WEIGHTS: Readonly<Record<ComponentStatus, number>> = {
  operational: 0,
  degraded_performance: 0,
  under_maintenance: 0,
  partial_outage: 0.3,
  major_outage: 1,
};

/** A status the component entered at `at` (ms), from component_status_changes. */
export type StatusChange = { status: ComponentStatus; at: number };

/** An incident (or maintenance) that affected the component, open from `startedAt` to `resolvedAt`. */
export type AffectingIncident = {
  id: string;
  name: string;
  translations: IncidentTranslations;
  impact: Impact;
  startedAt: number;
  resolvedAt: number | null;
};

export type UptimeInput = {
  /** Every status the component entered, oldest first; the last one before the window is needed too. */
  changes: readonly StatusChange[];
  /**
   * From when the component exists (ms): days that ended before it have no data, and its first day counts
   * whole, from the day's start in the page's time zone (up until it existed), so minutes of existence
   * cannot make a short outage look like a bad day.
   */
  existsFrom: number;
  incidents: readonly AffectingIncident[];
  timeZone: string;
  now: number;
  days?: number;
};

/** The window's days, oldest first: their dates and the instants they begin and end (the last ends now). */
export function uptimeWindow(timeZone: string, now: number, days = UPTIME_DAYS) {
  const today = localDate(now, timeZone);
  const dates = Array.from({ length: days }, (_unused, index) => addDays(today, index - days + 1));
  const starts = [...dates, addDays(today, 1)].map((date) => startOfDay(date, timeZone));
  return dates.map((date, index) => ({
    date,
    start: starts[index] ?? now,
    end: starts[index + 1] ?? now,
  }));
}

/** Floored to 2 decimals: 100 only when nothing was down, and 99.99 for any sliver that was. */
function toPercent(down: number, observed: number): number {
  if (observed <= 0) return 100;
  const value = 100 * (1 - down / observed);
  return Math.max(0, Math.floor(value * 100 + 1e-7) / 100);
}

type Segment = { from: number; to: number; status: ComponentStatus };

/** The component's status as contiguous segments over [existsFrom, now]; operational before its first change. */
function segmentsOf(changes: readonly StatusChange[], existsFrom: number, now: number): Segment[] {
  const segments: Segment[] = [];
  let status: ComponentStatus = 'operational';
  let from = existsFrom;
  for (const change of changes) {
    if (change.at > from) {
      segments.push({ from, to: Math.min(change.at, now), status });
      from = change.at;
    }
    status = change.status;
    if (from >= now) break;
  }
  if (from < now) segments.push({ from, to: now, status });
  return segments.filter((segment) => segment.to > segment.from);
}

/**
 * 90 days of uptime for one component, in the page's time zone. Each day counts its seconds (from the day's
 * start to the earlier of its end and now — the component's first day too, so a component created minutes
 * before a short outage is not judged on those minutes) and the seconds in major and partial outage among
 * them; its percent is 100 × (1 − weighted down seconds /
 * observed seconds). A day that ended before the component existed has no data (null). The overall percent
 * weighs every day with data by its observed seconds.
 */
export function computeUptime(input: UptimeInput): PublicUptime {
  const { existsFrom, now, timeZone } = input;
  const window = uptimeWindow(timeZone, now, input.days ?? UPTIME_DAYS);
  const segments = segmentsOf(input.changes, existsFrom, now);
  let totalDown = 0;
  let totalObserved = 0;
  let anyData = false;
  let first = 0; // segments before this one end before the current day starts
  const days: PublicUptimeDay[] = window.map(({ date, start, end }) => {
    // The first day counts from its start, not from the component's creation: one rule for every day.
    const observedFrom = start;
    const observedTo = Math.min(end, now);
    const incidents = input.incidents
      .filter((incident) => incident.startedAt < observedTo && (incident.resolvedAt ?? now) >= start)
      .map(({ id, name, translations, impact }) => ({ id, name, translations, impact }));
    if (end <= existsFrom) {
      return { date, percent: null, major_outage_seconds: 0, partial_outage_seconds: 0, incidents };
    }
    let majorMs = 0;
    let partialMs = 0;
    while (first < segments.length && (segments[first]?.to ?? 0) <= start) first += 1;
    for (let index = first; index < segments.length; index += 1) {
      const segment = segments[index];
      if (!segment || segment.from >= observedTo) break;
      const overlap = Math.min(segment.to, observedTo) - Math.max(segment.from, observedFrom);
      if (overlap <= 0) continue;
      if (segment.status === 'major_outage') majorMs += overlap;
      else if (segment.status === 'partial_outage') partialMs += overlap;
    }
    const observed = Math.max(0, observedTo - observedFrom);
    const down = majorMs * DOWNTIME_WEIGHTS.major_outage + partialMs * DOWNTIME_WEIGHTS.partial_outage;
    totalDown += down;
    totalObserved += observed;
    anyData = true;
    return {
      date,
      percent: toPercent(down, observed),
      major_outage_seconds: Math.round(majorMs / 1000),
      partial_outage_seconds: Math.round(partialMs / 1000),
      incidents,
    };
  });
  return {
    days,
    percent: anyData ? toPercent(totalDown, totalObserved) : null,
    start_date: localDate(existsFrom, timeZone),
  };
}
