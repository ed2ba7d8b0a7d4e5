// Types of clock.cjs (plain CommonJS so the built server requires it without a build step).

/** A moment: an ISO 8601 string, a Date or epoch milliseconds. */
export type Instant = string | number | Date;

/** The Intl locale of an interface language ('ru', 'ru-RU' → ru-RU; anything else → en-GB). */
export declare function localeOf(language: string): 'en-GB' | 'ru-RU';

/** Every IANA zone this runtime lists, UTC first. */
/** An amount in cents, in the language's format ("US$29.00", "29,00 $"); money on every surface. */
export declare function formatMoney(cents: number, currency: string, language: string): string;
/** The zone billing periods start and end in. */
export declare const BILLING_ZONE: 'UTC';
/** A billing date (an invoice's issue, a period's bounds, a renewal's try): its day in BILLING_ZONE. */
export declare function formatBillingDate(instant: Instant, language: string): string;
/** A billing period, [start, end): "27 November 2026 – 27 December 2026". */
export declare function formatBillingPeriod(start: Instant, end: Instant, language: string): string;
export declare function timeZones(): string[];

/** A time zone a page may have: listed, or IANA-shaped and accepted by Intl (not "+03:00", "EST"). */
export declare function isTimeZone(zone: unknown): zone is string;

/** The zone when Intl knows it, else 'UTC'. */
export declare function safeTimeZone(zone: string | null | undefined): string;

/** The browser's (or the process's) time zone. */
export declare function viewerTimeZone(): string;

/** "26 Nov 2026, 13:49 CET" / "26 нояб. 2026 г., 13:49 GMT+1". */
export declare function formatDateTime(instant: Instant, language: string, timeZone: string): string;

/** "13:49 CET". */
export declare function formatTime(instant: Instant, language: string, timeZone: string): string;

/** "26 Nov 2026, 13:00 CET – 26 Nov 2026, 15:00 CET". */
export declare function formatWindow(
  start: Instant,
  end: Instant,
  language: string,
  timeZone: string,
): string;

/** The zone's short name at that moment: "CET", "CEST", "UTC", "GMT+3". */
export declare function zoneName(instant: Instant, language: string, timeZone: string): string;

/** The zone's wall clock at `instant` (ms), read as if it were UTC (Berlin at 12:00Z in winter → 13:00Z). */
export declare function wallClockMs(instant: number, timeZone: string): number;

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (Berlin in winter: +3 600 000). */
export declare function zoneOffsetMs(instant: number, timeZone: string): number;

/** The calendar day (YYYY-MM-DD) of a moment in a zone; '' for a malformed moment. */
export declare function calendarDay(instant: Instant, timeZone: string): string;

/** A calendar day (YYYY-MM-DD) in words: "26 November 2026" / "26 ноября 2026 г.". */
export declare function formatDay(day: string, language: string): string;

/** The day of a moment in a zone, in words. */
export declare function formatDate(instant: Instant, language: string, timeZone: string): string;

/** A month (YYYY-MM) in words, capitalised: "November 2026" / "Ноябрь 2026 г.". */
export declare function formatMonth(month: string, language: string): string;

/** The viewer's own time of a moment shown in `shownZone`, or null when it reads the same. */
export declare function viewerTime(
  instant: Instant,
  language: string,
  shownZone: string,
  viewerZone: string | null | undefined,
): string | null;
