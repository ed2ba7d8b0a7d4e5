import { wallClockMs, zoneOffsetMs } from '@statusdeck/shared/time';

/**
 * Wall-clock times in a named time zone (the status page's), converted with Intl alone: a
 * `datetime-local` value such as "2026-11-23T14:00" means 14:00 in that zone, not in the browser's.
 */
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const DAY_MS = 86_400_000;

/**
 * "2026-11-23T14:00" in `timeZone` → the UTC ISO instant, or null for a malformed value. A time
 * skipped by a spring-forward change is read with the offset in force before it (02:30 → 03:30);
 * a repeated autumn time takes its first occurrence.
 */
export function zonedToUtcIso(local: string, timeZone: string): string | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  if (Number.isNaN(asUtc)) return null;
  // Offsets a day either side of the guess cover both sides of any change near it (zones reach ±14 h).
  const before = zoneOffsetMs(asUtc - DAY_MS, timeZone);
  const after = zoneOffsetMs(asUtc + DAY_MS, timeZone);
  const candidates = [asUtc - before, asUtc - after].filter(
    (instant) => wallClockMs(instant, timeZone) === asUtc,
  );
  const instant = candidates.length > 0 ? Math.min(...candidates) : asUtc - before;
  return new Date(instant).toISOString();
}

/** A UTC ISO instant → "2026-11-23T14:00" on the zone's wall clock (for a datetime-local input). */
export function utcIsoToZoned(iso: string, timeZone: string): string {
  const wall = new Date(wallClockMs(new Date(iso).getTime(), timeZone));
  return wall.toISOString().slice(0, 16);
}
