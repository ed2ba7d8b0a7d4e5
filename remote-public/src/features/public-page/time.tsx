import { formatDateTime, safeTimeZone, viewerTime, viewerTimeZone } from '@statusdeck/shared/time';
import { createContext, useContext, useEffect, useState } from 'react';
import { usePublicT } from './i18n';

/**
 * Times on the public page, written by the one clock (@statusdeck/shared/time) in the page's time
 * zone, as the console and the mails write them; after hydration, where the visitor's zone reads a
 * moment differently, their own time is offered on hover. Render never reads the clock: "now" comes
 * in as a prop.
 */
export interface TimeZones {
  page: string;
  /** null until the page has hydrated in a browser. */
  visitor: string | null;
}

export const TimeZoneContext = createContext<TimeZones>({ page: 'UTC', visitor: null });

export { safeTimeZone };

/** The browser's time zone, known only after hydration (the first render matches the server's). */
export function useVisitorTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    setZone(viewerTimeZone());
  }, []);
  return zone;
}

/** `count` calendar days ending with `lastDay`, newest first. */
export function daysBack(lastDay: string, count: number): string[] {
  const end = new Date(`${lastDay}T12:00:00Z`).getTime();
  if (Number.isNaN(end)) return [];
  return Array.from({ length: count }, (_, i) => new Date(end - i * 86_400_000).toISOString().slice(0, 10));
}

/** An instant in the page's zone; the visitor's own time on hover where it differs. */
export function DateTime({ iso }: { iso: string }) {
  const { t, lng } = usePublicT();
  const zones = useContext(TimeZoneContext);
  const own = viewerTime(iso, lng, zones.page, zones.visitor);
  return (
    <time dateTime={iso} title={own ? t('public.time.yourTime', { time: own }) : undefined}>
      {formatDateTime(iso, lng, zones.page)}
    </time>
  );
}
