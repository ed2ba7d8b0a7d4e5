'use strict';
/*
 * The one clock: how every surface (console, public page, mails) writes a moment, a day, a month or a
 * window. Plain CommonJS without dependencies, so the built server requires it as it is and the lean
 * public bundle stays small; its types are in clock.d.cts.
 *
 * English is British (day month year, 24-hour); Russian is Intl's ru format. A moment always names its
 * zone as Intl gives it ("CET", "UTC", "GMT+3"). A day (a calendar date) is not a moment and names none.
 */

const LOCALES = { en: 'en-GB', ru: 'ru-RU' };

/** The Intl locale of an interface language ('ru', 'ru-RU' → ru-RU; anything else → en-GB). */
function localeOf(language) {
  return String(language || '')
    .toLowerCase()
    .startsWith('ru')
    ? LOCALES.ru
    : LOCALES.en;
}

const KINDS = {
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' },
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  zone: { timeZoneName: 'short' },
  wallClock: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  },
};

// Building an Intl formatter costs far more than using one, and a page formats hundreds of dates (every
// uptime day's name): one formatter per locale, zone and kind, kept for the process.
const MAX_FORMATTERS = 500;
const formatters = new Map();

function formatter(locale, timeZone, kind) {
  const key = `${locale}|${timeZone}|${kind}`;
  let found = formatters.get(key);
  if (!found) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    found = new Intl.DateTimeFormat(locale, { ...KINDS[kind], timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** Russian dates end in "г." (год): it must never start a line, so the space before it does not break. */
function keepYearTogether(text) {
  return text.replace(/\s(?=г\.)/g, '\u00a0');
}

function toDate(instant) {
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

let zones;

/** Every IANA zone this runtime lists, UTC first (Node and some browsers leave it out). */
function timeZones() {
  if (!zones) {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    zones = ['UTC', ...known.filter((zone) => zone !== 'UTC')];
  }
  return zones;
}

// An IANA name (Area/Location), case as published, e.g. "America/Argentina/Buenos_Aires".
const IANA_NAME = /^[A-Z][A-Za-z_-]+(?:\/[A-Z0-9][A-Za-z0-9_+-]*)+$/;
const checked = new Map();

/**
 * A time zone a page may have. The runtime's list holds canonical names only, and another runtime may be
 * on a newer tz database ("Europe/Kyiv" where Node 20 lists "Europe/Kiev"), so an IANA-shaped name that
 * Intl accepts is valid too; offsets ("+03:00"), abbreviations ("EST") and wrong case are not.
 */
function isTimeZone(zone) {
  if (typeof zone !== 'string') return false;
  let known = checked.get(zone);
  if (known === undefined) {
    known = timeZones().includes(zone);
    if (!known && IANA_NAME.test(zone)) {
      try {
        formatter('en-GB', zone, 'zone');
        known = true;
      } catch {
        known = false;
      }
    }
    if (checked.size >= MAX_FORMATTERS) checked.clear();
    checked.set(zone, known);
  }
  return known;
}

/** A zone to format in: the given one when Intl knows it, else UTC (a time is still shown, and named). */
function safeTimeZone(zone) {
  return isTimeZone(zone) ? zone : 'UTC';
}

/** The browser's (or the process's) time zone. */
function viewerTimeZone() {
  return safeTimeZone(new Intl.DateTimeFormat().resolvedOptions().timeZone);
}

function format(kind, instant, language, timeZone) {
  const date = toDate(instant);
  if (!date) return String(instant);
  return keepYearTogether(formatter(localeOf(language), safeTimeZone(timeZone), kind).format(date));
}

/** "26 Nov 2026, 13:49 CET" / "26 нояб. 2026 г., 13:49 GMT+1". */
function formatDateTime(instant, language, timeZone) {
  return format('dateTime', instant, language, timeZone);
}

/** "13:49 CET". */
function formatTime(instant, language, timeZone) {
  return format('time', instant, language, timeZone);
}

/** "26 Nov 2026, 13:00 CET – 26 Nov 2026, 15:00 CET": both ends whole, so either reads alone. */
function formatWindow(start, end, language, timeZone) {
  return `${formatDateTime(start, language, timeZone)} – ${formatDateTime(end, language, timeZone)}`;
}

/** The zone's short name at that moment: "CET", "CEST", "UTC", "GMT+3". */
function zoneName(instant, language, timeZone) {
  const date = toDate(instant) || new Date();
  const part = formatter(localeOf(language), safeTimeZone(timeZone), 'zone')
    .formatToParts(date)
    .find((entry) => entry.type === 'timeZoneName');
  return part ? part.value : safeTimeZone(timeZone);
}

/**
 * The zone's wall clock at `instant` (ms), read as if it were UTC: Berlin at 12:00Z in winter gives the
 * milliseconds of 13:00Z. The zone arithmetic (days, offsets, DST) of every surface rests on it.
 */
function wallClockMs(instant, timeZone) {
  const fields = {};
  for (const part of formatter('en-GB', safeTimeZone(timeZone), 'wallClock').formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    (fields.hour ?? 0) % 24,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (Berlin in winter: +3 600 000). */
function zoneOffsetMs(instant, timeZone) {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

/** The calendar day (YYYY-MM-DD) of a moment in a zone; '' for a malformed moment. */
function calendarDay(instant, timeZone) {
  const date = toDate(instant);
  if (!date) return '';
  return new Date(wallClockMs(date.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** A calendar day (YYYY-MM-DD) in words: "26 November 2026" / "26 ноября 2026 г.". */
function formatDay(day, language) {
  const date = toDate(`${day}T12:00:00Z`);
  if (!date) return String(day);
  return keepYearTogether(formatter(localeOf(language), 'UTC', 'day').format(date));
}

/** The day of a moment in a zone, in words (an invoice's date, the day a component was deleted). */
function formatDate(instant, language, timeZone) {
  const day = calendarDay(instant, timeZone);
  return day ? formatDay(day, language) : String(instant);
}

/** A month (YYYY-MM) in words, capitalised: "November 2026" / "Ноябрь 2026 г.". */
function formatMonth(month, language) {
  const date = toDate(`${month}-15T12:00:00Z`);
  if (!date) return String(month);
  const text = keepYearTogether(formatter(localeOf(language), 'UTC', 'month').format(date));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The hover rule: a moment shown in a page's zone also offers the viewer's own time, when the viewer's
 * zone reads it differently; null when it would say the same (or the viewer's zone is not known yet).
 */
function viewerTime(instant, language, shownZone, viewerZone) {
  if (!viewerZone) return null;
  const own = formatDateTime(instant, language, viewerZone);
  return own === formatDateTime(instant, language, shownZone) ? null : own;
}

/** The zone billing periods start and end in: every billing date (invoices, renewals, tries) is its day. */
const BILLING_ZONE = 'UTC';

/** A billing date (an invoice's issue, a period's bounds, a renewal's try): its day in BILLING_ZONE. */
function formatBillingDate(instant, language) {
  return formatDate(instant, language, BILLING_ZONE);
}

/** A billing period, [start, end) as Stripe writes it: "27 November 2026 – 27 December 2026". */
function formatBillingPeriod(start, end, language) {
  return `${formatBillingDate(start, language)} – ${formatBillingDate(end, language)}`;
}

const moneyFormats = new Map();

/**
 * An amount in cents, in the language's format: "US$29.00" / "29,00 $". The console, the invoices, their
 * PDFs and the billing mails all write money through this, in the same locale as their dates.
 */
function formatMoney(cents, currency, language) {
  const locale = localeOf(language);
  const code = String(currency).toUpperCase();
  const key = `${locale}|${code}`;
  let money = moneyFormats.get(key);
  if (!money) {
    money = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    moneyFormats.set(key, money);
  }
  return money.format(cents / 100);
}

module.exports = {
  localeOf,
  formatMoney,
  BILLING_ZONE,
  formatBillingDate,
  formatBillingPeriod,
  timeZones,
  isTimeZone,
  safeTimeZone,
  viewerTimeZone,
  formatDateTime,
  formatTime,
  formatWindow,
  zoneName,
  wallClockMs,
  zoneOffsetMs,
  calendarDay,
  formatDay,
  formatDate,
  formatMonth,
  viewerTime,
};
