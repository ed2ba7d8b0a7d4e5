import { retrySpan } from './retry-span';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('the retry span in words', () => {
  it.each([
    [24 * HOUR, '24 hours', '24 часа'],
    [HOUR, '1 hour', '1 час'],
    [2 * HOUR, '2 hours', '2 часа'],
    [5 * HOUR, '5 hours', '5 часов'],
    [21 * HOUR, '21 hours', '21 час'],
    [30 * MINUTE, '30 minutes', '30 минут'],
    [MINUTE, '1 minute', '1 минуту'],
    [2 * MINUTE, '2 minutes', '2 минуты'],
    [5 * MINUTE, '5 minutes', '5 минут'],
    [22 * MINUTE, '22 minutes', '22 минуты'],
    [45_000, '45 seconds', '45 секунд'],
    [1_000, '1 second', '1 секунду'],
  ])('says %i ms as "%s" and "%s"', (ms, en, ru) => {
    expect(retrySpan('en', ms)).toBe(en);
    expect(retrySpan('ru', ms)).toBe(ru);
  });

  it('rounds to the nearest whole unit of the largest one the span reaches', () => {
    expect(retrySpan('en', 90 * MINUTE + 1)).toBe('2 hours');
    expect(retrySpan('en', 89 * MINUTE)).toBe('1 hour');
    expect(retrySpan('en', 59 * MINUTE + 20_000)).toBe('59 minutes');
    expect(retrySpan('en', 61_000)).toBe('1 minute');
  });

  it('says a span under a second as one second, not zero', () => {
    expect(retrySpan('en', 2)).toBe('1 second');
    expect(retrySpan('ru', 2)).toBe('1 секунду');
  });
});
