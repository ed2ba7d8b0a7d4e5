import { installIntlCache } from './intl-cache';

beforeAll(installIntlCache);

it('hands out one formatter per locale and options, formatting as a new one would', () => {
  const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC', day: 'numeric', month: 'long' };
  const first = new Intl.DateTimeFormat('ru', options);
  expect(new Intl.DateTimeFormat('ru', { ...options })).toBe(first);
  expect(new Intl.DateTimeFormat('en', options)).not.toBe(first);
  expect(first.format(new Date('2026-03-15T12:00:00Z'))).toBe('15 марта');
  expect(first).toBeInstanceOf(Intl.DateTimeFormat);
  expect(first.resolvedOptions().timeZone).toBe('UTC');
  const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2 });
  expect(new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2 })).toBe(percent);
  expect(percent.format(0.9993)).toBe('99.93%');
  expect(Intl.NumberFormat.supportedLocalesOf(['ru'])).toEqual(['ru']);
});
