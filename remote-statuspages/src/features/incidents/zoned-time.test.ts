import { utcIsoToZoned, zonedToUtcIso } from './zoned-time';

describe('zonedToUtcIso', () => {
  it("reads the wall clock in the page's zone, winter and summer", () => {
    expect(zonedToUtcIso('2026-11-23T14:00', 'Europe/Berlin')).toBe('2026-11-23T13:00:00.000Z');
    expect(zonedToUtcIso('2026-07-01T14:00', 'Europe/Berlin')).toBe('2026-07-01T12:00:00.000Z');
    expect(zonedToUtcIso('2026-11-23T09:30', 'America/New_York')).toBe('2026-11-23T14:30:00.000Z');
    expect(zonedToUtcIso('2026-11-23T00:15', 'Asia/Kolkata')).toBe('2026-11-22T18:45:00.000Z');
    expect(zonedToUtcIso('2026-11-23T14:00', 'UTC')).toBe('2026-11-23T14:00:00.000Z');
  });

  it('crosses the date line correctly', () => {
    expect(zonedToUtcIso('2026-01-01T05:00', 'Pacific/Kiritimati')).toBe('2025-12-31T15:00:00.000Z');
  });

  it('moves a time skipped by the spring change forward, and takes the first of a repeated autumn time', () => {
    // Berlin skips 02:00–03:00 on 29 March 2026 and repeats 02:00–03:00 on 25 October 2026.
    expect(zonedToUtcIso('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedToUtcIso('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is not a datetime-local value', () => {
    expect(zonedToUtcIso('', 'Europe/Berlin')).toBeNull();
    expect(zonedToUtcIso('2026-11-23 14:00', 'Europe/Berlin')).toBeNull();
  });
});

describe('utcIsoToZoned', () => {
  it('gives the wall clock for a datetime-local input, and round-trips', () => {
    expect(utcIsoToZoned('2026-11-23T13:00:00.000Z', 'Europe/Berlin')).toBe('2026-11-23T14:00');
    expect(utcIsoToZoned('2026-11-22T18:45:00.000Z', 'Asia/Kolkata')).toBe('2026-11-23T00:15');
    const local = '2026-06-15T08:05';
    expect(utcIsoToZoned(zonedToUtcIso(local, 'America/Los_Angeles') ?? '', 'America/Los_Angeles')).toBe(
      local,
    );
  });
});
