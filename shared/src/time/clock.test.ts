import {
  calendarDay,
  formatBillingDate,
  formatBillingPeriod,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatMonth,
  formatTime,
  formatWindow,
  isTimeZone,
  safeTimeZone,
  timeZones,
  viewerTime,
  wallClockMs,
  zoneName,
  zoneOffsetMs,
} from './clock.cjs';

const NBSP = '\u00a0';
const AT = '2026-11-26T12:49:00Z';

describe('the one clock', () => {
  it('writes a moment in British English: day month year, 24-hour, its zone named', () => {
    expect(formatDateTime(AT, 'en', 'Europe/Berlin')).toBe('26 Nov 2026, 13:49 CET');
    expect(formatDateTime(AT, 'en-US', 'UTC')).toBe('26 Nov 2026, 12:49 UTC');
    expect(formatDateTime(new Date(AT), 'en', 'Europe/Moscow')).toBe('26 Nov 2026, 15:49 GMT+3');
    expect(formatDateTime(Date.parse(AT), 'en', 'America/New_York')).toBe('26 Nov 2026, 07:49 GMT-5');
    expect(formatTime(AT, 'en', 'Europe/Berlin')).toBe('13:49 CET');
  });

  it("writes a moment in Intl's Russian, the year never parted from its г.", () => {
    expect(formatDateTime(AT, 'ru', 'Europe/Berlin')).toBe(`26 нояб. 2026${NBSP}г., 13:49 GMT+1`);
    expect(formatDateTime(AT, 'ru-RU', 'Asia/Tokyo')).toBe(`26 нояб. 2026${NBSP}г., 21:49 GMT+9`);
    expect(formatDay('2026-11-26', 'ru')).toBe(`26 ноября 2026${NBSP}г.`);
    expect(formatMonth('2026-11', 'ru')).toBe(`Ноябрь 2026${NBSP}г.`);
    for (const text of [
      formatDateTime(AT, 'ru', 'UTC'),
      formatDay('2026-01-01', 'ru'),
      formatMonth('2026-05', 'ru'),
    ]) {
      expect(text).not.toContain(' г.');
      expect(text).toContain(`${NBSP}г.`);
    }
  });

  it('names the zone as it stands at that moment, across a daylight-saving change', () => {
    // Berlin moves from CET to CEST at 01:00 UTC on 29 March 2026: 02:00–03:00 never happens there.
    expect(formatDateTime('2026-03-29T00:59:00Z', 'en', 'Europe/Berlin')).toBe('29 Mar 2026, 01:59 CET');
    expect(formatDateTime('2026-03-29T01:00:00Z', 'en', 'Europe/Berlin')).toBe('29 Mar 2026, 03:00 CEST');
    expect(zoneName('2026-07-01T00:00:00Z', 'en', 'Europe/Berlin')).toBe('CEST');
    expect(zoneName('2026-12-01T00:00:00Z', 'en', 'Europe/Berlin')).toBe('CET');
    expect(zoneOffsetMs(Date.parse('2026-03-29T00:59:00Z'), 'Europe/Berlin')).toBe(3_600_000);
    expect(zoneOffsetMs(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(7_200_000);
    expect(new Date(wallClockMs(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T03:00:00.000Z',
    );
    expect(formatWindow('2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', 'en', 'Europe/Berlin')).toBe(
      '29 Mar 2026, 01:30 CET – 29 Mar 2026, 03:30 CEST',
    );
  });

  it('writes days and months without a zone (a day is not a moment)', () => {
    expect(formatDay('2026-03-15', 'en')).toBe('15 March 2026');
    expect(formatMonth('2026-03', 'en')).toBe('March 2026');
    expect(calendarDay('2026-03-10T21:30:00Z', 'Europe/Moscow')).toBe('2026-03-11');
    expect(calendarDay('2026-03-10T21:30:00Z', 'America/New_York')).toBe('2026-03-10');
    expect(formatDate('2026-03-10T21:30:00Z', 'en', 'Europe/Moscow')).toBe('11 March 2026');
  });

  it("offers the viewer's own time on hover only where their zone reads the moment differently", () => {
    expect(viewerTime(AT, 'en', 'Europe/Berlin', 'America/New_York')).toBe('26 Nov 2026, 07:49 GMT-5');
    expect(viewerTime(AT, 'en', 'Europe/Berlin', 'Europe/Berlin')).toBeNull();
    // Paris and Berlin read every moment alike.
    expect(viewerTime(AT, 'en', 'Europe/Berlin', 'Europe/Paris')).toBeNull();
    expect(viewerTime(AT, 'en', 'Europe/Berlin', null)).toBeNull();
  });

  it('knows UTC, the listed zones and the aliases Intl accepts, not offsets or made-up zones; formats an unknown one in UTC', () => {
    expect(timeZones()[0]).toBe('UTC');
    expect(timeZones()).toContain('Europe/Berlin');
    expect(isTimeZone('Europe/Kiev')).toBe(true);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('+03:00')).toBe(false);
    expect(isTimeZone('EST')).toBe(false);
    expect(isTimeZone('europe/berlin')).toBe(false);
    expect(safeTimeZone(undefined)).toBe('UTC');
    expect(formatDateTime(AT, 'en', 'Mars/Olympus')).toBe('26 Nov 2026, 12:49 UTC');
    expect(formatDateTime('not a date', 'en', 'UTC')).toBe('not a date');
    expect(calendarDay('not a date', 'UTC')).toBe('');
  });

  it('writes money as every surface does: US$ in British English, the sign after in Russian', () => {
    expect(formatMoney(2900, 'usd', 'en')).toBe('US$29.00');
    expect(formatMoney(2900, 'USD', 'ru')).toBe('29,00\u00a0$');
    expect(formatMoney(123456, 'usd', 'en')).toBe('US$1,234.56');
  });

  it('writes billing dates as the day in the zone periods run in, whoever reads them', () => {
    // 23:30 UTC is already the next day in Tokyo: an invoice still reads the period's own day.
    expect(formatBillingDate('2026-11-27T23:30:00Z', 'en')).toBe('27 November 2026');
    expect(formatBillingPeriod('2026-11-27T23:30:00Z', '2026-12-27T23:30:00Z', 'en')).toBe(
      '27 November 2026 – 27 December 2026',
    );
    expect(formatBillingDate('2026-11-27T23:30:00Z', 'ru')).toBe(
      formatDate('2026-11-27T12:00:00Z', 'ru', 'UTC'),
    );
  });
});
