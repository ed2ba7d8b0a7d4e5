import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

it('says how long ago or how soon, in the largest whole unit and the user language', () => {
  expect(relativeTime('2026-11-23T09:00:00.000Z', 'en', NOW)).toBe('3 hours ago');
  expect(relativeTime('2026-11-25T12:00:00.000Z', 'en', NOW)).toBe('in 2 days');
  expect(relativeTime('2026-11-23T11:59:40.000Z', 'en', NOW)).toBe('now');
  expect(relativeTime('2026-11-23T09:00:00.000Z', 'ru', NOW)).toBe('3 часа назад');
  expect(relativeTime('2026-11-23T12:05:00.000Z', 'ru', NOW)).toBe('через 5 минут');
});
