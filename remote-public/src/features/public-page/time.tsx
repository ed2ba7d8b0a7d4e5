import { createContext, useContext, useEffect, useState } from 'react';
import { usePublicT } from './i18n';
import type { PublicLanguage } from './types';

/**
 * Times on the public page. The server renders them in the page's time zone; after hydration
 * they switch to the visitor's, with the page's own time in the title (shown on hover). Render
 * never reads the clock: "now" comes in as a prop.
 */
export interface TimeZones {
  page: string;
  /** null until the page has hydrated in a browser. */
  visitor: string | null;
}

export const TimeZoneContext = createContext<TimeZones>({ page: 'UTC', visitor: null });

export function safeTimeZone(zone: string | undefined | null): string {
  if (!zone) return 'UTC';
  try {
    dateFormatter('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The browser's time zone, known only after hydration (the first render matches the server's). */
export function useVisitorTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    setZone(safeTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone));
  }, []);
  return zone;
}

const locales: Record<PublicLanguage, string> = { en: 'en-GB', ru: 'ru-RU' };

// Building an Intl formatter costs far more than using one, and a page formats hundreds of dates
// (every uptime day's name): one formatter per locale, zone and style, kept for the process.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatDateTime(iso: string, zone: string, lng: PublicLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormatter(locales[lng], {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** A calendar day (YYYY-MM-DD, already in the page's zone) in words: "12 Mar 2026". */
export function formatDay(
  day: string,
  lng: PublicLanguage,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormatter(locales[lng], {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...options,
  }).format(date);
}

/** A month (YYYY-MM) in words: "March 2026". */
export function formatMonth(month: string, lng: PublicLanguage): string {
  const date = new Date(`${month}-15T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  const text = dateFormatter(locales[lng], {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(date);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(iso: string, zone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateFormatter('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `count` calendar days ending with `lastDay`, newest first. */
export function daysBack(lastDay: string, count: number): string[] {
  const end = new Date(`${lastDay}T12:00:00Z`).getTime();
  if (Number.isNaN(end)) return [];
  return Array.from({ length: count }, (_, i) => new Date(end - i * 86_400_000).toISOString().slice(0, 10));
}

/** An instant shown in the visitor's zone (page's before hydration), the page's zone on hover. */
export function DateTime({ iso }: { iso: string }) {
  const { t, lng } = usePublicT();
  const zones = useContext(TimeZoneContext);
  const shown = formatDateTime(iso, zones.visitor ?? zones.page, lng);
  const pageTime = formatDateTime(iso, zones.page, lng);
  return (
    <time dateTime={iso} title={t('public.time.pageTime', { time: pageTime, zone: zones.page })}>
      {shown}
    </time>
  );
}
