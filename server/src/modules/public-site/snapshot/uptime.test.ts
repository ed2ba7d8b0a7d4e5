import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../testing/build-test-app';
import { createComponent, createIncident } from '../../../testing/factories';
import { publishedPage, shownComponents } from '../testing/snapshots';
import { buildPublicSnapshot } from './build-snapshot';
import { computeUptime, DOWNTIME_WEIGHTS, type StatusChange, uptimeWindow } from './uptime';
import { addDays, addMonths, localDate, startOfDay } from './zoned-days';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400;

describe('zoned days', () => {
  it('finds local midnights, across daylight-saving changes too', () => {
    expect(new Date(startOfDay('2026-06-15', 'UTC')).toISOString()).toBe('2026-06-15T00:00:00.000Z');
    expect(new Date(startOfDay('2026-06-15', 'Europe/Moscow')).toISOString()).toBe(
      '2026-06-14T21:00:00.000Z',
    );
    expect(new Date(startOfDay('2026-06-15', 'America/New_York')).toISOString()).toBe(
      '2026-06-15T04:00:00.000Z',
    );
    expect(new Date(startOfDay('2026-01-15', 'America/New_York')).toISOString()).toBe(
      '2026-01-15T05:00:00.000Z',
    );
    // New York's spring-forward day is 23 hours long, its fall-back day 25.
    const hours = (date: string, zone: string) =>
      (startOfDay(addDays(date, 1), zone) - startOfDay(date, zone)) / 3_600_000;
    expect(hours('2026-03-08', 'America/New_York')).toBe(23);
    expect(hours('2026-11-01', 'America/New_York')).toBe(25);
    // Where a DST change skips midnight itself, the day begins when the clock jumps (01:00 local).
    expect(localDate(startOfDay('2026-09-06', 'America/Santiago'), 'America/Santiago')).toBe('2026-09-06');
    expect(hours('2026-09-06', 'America/Santiago')).toBe(23);
    expect(localDate(at('2026-06-14T21:30:00Z'), 'Europe/Moscow')).toBe('2026-06-15');
    expect(localDate(at('2026-06-14T21:30:00Z'), 'UTC')).toBe('2026-06-14');
    expect(addMonths('2026-01', -2)).toBe('2025-11');
  });

  it('makes a 90-day window ending now, its last day today in the zone', () => {
    const now = at('2026-06-15T10:00:00Z');
    const window = uptimeWindow('Asia/Tokyo', now);
    expect(window).toHaveLength(90);
    expect(window.at(-1)).toEqual({
      date: '2026-06-15',
      start: at('2026-06-14T15:00:00Z'),
      end: at('2026-06-15T15:00:00Z'),
    });
    expect(window[0]?.date).toBe('2026-03-18');
  });
});

describe('computeUptime', () => {
  const base = { existsFrom: at('2026-01-01T00:00:00Z'), incidents: [], timeZone: 'UTC', days: 3 };
  const changes = (...list: Array<[string, StatusChange['status']]>) =>
    list.map(([iso, status]) => ({ status, at: at(iso) }));

  it('weighs major outage fully, partial outage 0.3, degraded and maintenance not at all', () => {
    expect(DOWNTIME_WEIGHTS).toEqual({
      operational: 0,
      degraded_performance: 0,
      under_maintenance: 0,
      partial_outage: 0.3,
      major_outage: 1,
    });
    const uptime = computeUptime({
      ...base,
      now: at('2026-06-15T12:00:00Z'),
      changes: changes(
        ['2026-01-01T00:00:00Z', 'operational'],
        // 13 June: 2.4 h major (10 %), 4.8 h partial (20 % × 0.3 = 6 %), 3 h degraded, 1 h maintenance.
        ['2026-06-13T01:00:00Z', 'major_outage'],
        ['2026-06-13T03:24:00Z', 'partial_outage'],
        ['2026-06-13T08:12:00Z', 'degraded_performance'],
        ['2026-06-13T11:12:00Z', 'under_maintenance'],
        ['2026-06-13T12:12:00Z', 'operational'],
      ),
    });
    expect(uptime.days.map((day) => day.date)).toEqual(['2026-06-13', '2026-06-14', '2026-06-15']);
    expect(uptime.days[0]).toEqual({
      date: '2026-06-13',
      percent: 84,
      major_outage_seconds: 0.1 * DAY,
      partial_outage_seconds: 0.2 * DAY,
      incidents: [],
    });
    expect(uptime.days[1]?.percent).toBe(100);
    expect(uptime.days[2]?.percent).toBe(100);
    // Overall: 16 % of one day down over 2.5 days observed.
    expect(uptime.percent).toBe(93.6);
  });

  it('splits an outage across midnight into the two days, in the page’s time zone', () => {
    const outage = changes(
      ['2026-01-01T00:00:00Z', 'operational'],
      ['2026-06-13T22:00:00Z', 'major_outage'],
      ['2026-06-14T02:00:00Z', 'operational'],
    );
    const now = at('2026-06-15T23:00:00Z');
    const utc = computeUptime({ ...base, changes: outage, now });
    expect(utc.days.map((day) => [day.date, day.major_outage_seconds])).toEqual([
      ['2026-06-13', 2 * 3600],
      ['2026-06-14', 2 * 3600],
      ['2026-06-15', 0],
    ]);
    // In Moscow (UTC+3) the same four hours are 01:00–05:00 on 14 June: one day only.
    const moscow = computeUptime({ ...base, timeZone: 'Europe/Moscow', changes: outage, now });
    expect(moscow.days.map((day) => [day.date, day.major_outage_seconds])).toEqual([
      ['2026-06-14', 4 * 3600],
      ['2026-06-15', 0],
      ['2026-06-16', 0],
    ]);
    expect(moscow.days[0]?.percent).toBe(83.33);
  });

  it('has no data for days before the component existed and counts its first day whole, from its start', () => {
    const uptime = computeUptime({
      ...base,
      existsFrom: at('2026-06-14T12:00:00Z'),
      now: at('2026-06-15T06:00:00Z'),
      changes: changes(['2026-06-14T12:00:00Z', 'operational'], ['2026-06-14T18:00:00Z', 'major_outage']),
    });
    expect(uptime.days.map((day) => day.percent)).toEqual([null, 75, 0]);
    expect(uptime.days[2]?.major_outage_seconds).toBe(6 * 3600);
    expect(uptime.start_date).toBe('2026-06-14');
    // The 14th counts from midnight: 24 h (6 h down); the 15th 6 h (all down): 12 of 30 h down.
    expect(uptime.percent).toBe(60);
    const never = computeUptime({
      ...base,
      existsFrom: at('2026-07-01T00:00:00Z'),
      now: at('2026-06-15T06:00:00Z'),
      changes: [],
    });
    expect(never.days.map((day) => day.percent)).toEqual([null, null, null]);
    expect(never.percent).toBeNull();
  });

  it('does not judge a component created minutes before a short outage on those minutes', () => {
    // Created 14:00 in Berlin (12:00 UTC), down 12:20–12:22 UTC, looked at 12:30 UTC: the day has run 14.5 h.
    const uptime = computeUptime({
      ...base,
      timeZone: 'Europe/Berlin',
      existsFrom: at('2026-06-15T12:00:00Z'),
      now: at('2026-06-15T12:30:00Z'),
      changes: changes(
        ['2026-06-15T12:00:00Z', 'operational'],
        ['2026-06-15T12:20:00Z', 'major_outage'],
        ['2026-06-15T12:22:00Z', 'operational'],
      ),
    });
    const today = uptime.days.at(-1);
    expect(today).toMatchObject({ date: '2026-06-15', major_outage_seconds: 120 });
    // 2 minutes of 14 h 30 min, not of the 30 minutes it existed (which read 93.33%).
    expect(today?.percent).toBe(99.77);
    expect(uptime.percent).toBe(99.77);
    expect(uptime.days.slice(0, -1).every((day) => day.percent === null)).toBe(true);
    // Created 22:30 UTC on the 14th, 00:30 on the 15th in Berlin: its first day there is the 15th.
    const lateNight = computeUptime({
      ...base,
      timeZone: 'Europe/Berlin',
      existsFrom: at('2026-06-14T22:30:00Z'),
      now: at('2026-06-15T12:30:00Z'),
      changes: [],
    });
    expect(lateNight.start_date).toBe('2026-06-15');
    expect(lateNight.days.map((day) => day.percent)).toEqual([null, null, 100]);
  });

  it('takes the status at the window’s start from the last change before it, and floors the percent', () => {
    const uptime = computeUptime({
      ...base,
      now: at('2026-06-15T00:00:10Z'),
      changes: changes(['2026-05-01T00:00:00Z', 'partial_outage'], ['2026-06-15T00:00:01Z', 'operational']),
    });
    expect(uptime.days.map((day) => day.percent)).toEqual([70, 70, 97]);
    expect(uptime.days[2]?.partial_outage_seconds).toBe(1);
    // One second of major outage in a whole day is not "100".
    const sliver = computeUptime({
      ...base,
      now: at('2026-06-15T23:00:00Z'),
      changes: changes(
        ['2026-01-01T00:00:00Z', 'operational'],
        ['2026-06-15T10:00:00Z', 'major_outage'],
        ['2026-06-15T10:00:01Z', 'operational'],
      ),
    });
    expect(sliver.days[2]?.percent).toBe(99.99);
  });

  it('lists the incidents open on each day', () => {
    const uptime = computeUptime({
      ...base,
      now: at('2026-06-15T12:00:00Z'),
      changes: [],
      incidents: [
        {
          id: 'a',
          name: 'Overnight',
          translations: {},
          impact: 'major',
          startedAt: at('2026-06-13T23:00:00Z'),
          resolvedAt: at('2026-06-14T01:00:00Z'),
        },
        {
          id: 'b',
          name: 'Ongoing',
          translations: {},
          impact: 'minor',
          startedAt: at('2026-06-15T08:00:00Z'),
          resolvedAt: null,
        },
        {
          id: 'c',
          name: 'Later today',
          translations: {},
          impact: 'maintenance',
          startedAt: at('2026-06-15T20:00:00Z'),
          resolvedAt: null,
        },
      ],
    });
    expect(uptime.days.map((day) => day.incidents.map((incident) => incident.id))).toEqual([
      ['a'],
      ['a'],
      ['b'],
    ]);
  });
});

describe('uptime in the snapshot, from the recorded status changes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('computes each day in the page’s time zone from component_status_changes, as of the given now', async () => {
    const { page } = await publishedPage(app);
    await app.db.query(`UPDATE pages SET time_zone = 'America/New_York' WHERE id = $1`, [page.id]);
    const component = await createComponent(app, page.id, { name: 'API' });
    const created = '2026-05-01T12:00:00Z';
    await app.db.query('UPDATE components SET created_at = $2 WHERE id = $1', [component.id, created]);
    await app.db.query('DELETE FROM component_status_changes WHERE component_id = $1', [component.id]);
    const record = (iso: string, status: string) =>
      app.db.query(
        'INSERT INTO component_status_changes (component_id, status, changed_at) VALUES ($1, $2, $3)',
        [component.id, status, iso],
      );
    await record(created, 'operational');
    // 02:00–06:00 UTC on 10 June is 22:00 (9 June) – 02:00 (10 June) in New York: two local days.
    await record('2026-06-10T02:00:00Z', 'major_outage');
    await record('2026-06-10T06:00:00Z', 'partial_outage');
    await record('2026-06-10T16:00:00Z', 'operational');
    const incident = await createIncident(app, page.id, {
      name: 'Night',
      status: 'investigating',
      impact: 'critical',
    });
    await app.db.query(
      `UPDATE incidents SET started_at = '2026-06-10T02:00:00Z', resolved_at = '2026-06-10T16:00:00Z', status = 'resolved' WHERE id = $1`,
      [incident.id],
    );
    await app.db.query(
      `INSERT INTO incident_components (incident_id, component_id, status) VALUES ($1, $2, 'major_outage')`,
      [incident.id, component.id],
    );

    const now = new Date('2026-06-20T15:00:00Z');
    const snapshot = await buildPublicSnapshot(app, page.id, now);
    const uptime = shownComponents(snapshot?.components ?? [])[0]?.uptime;
    if (!uptime) throw new Error('no uptime');
    const day = (date: string) => uptime.days.find((entry) => entry.date === date);
    expect(uptime.days.at(-1)?.date).toBe('2026-06-20');
    expect(day('2026-06-09')).toMatchObject({
      major_outage_seconds: 2 * 3600,
      partial_outage_seconds: 0,
      percent: 91.66,
    });
    expect(day('2026-06-10')).toMatchObject({
      major_outage_seconds: 2 * 3600,
      partial_outage_seconds: 10 * 3600,
      percent: 79.16,
      incidents: [{ id: incident.id, name: 'Night', impact: 'critical' }],
    });
    expect(day('2026-06-11')).toMatchObject({ percent: 100, incidents: [] });
    // Created 1 May 08:00 New York time: the days before have no data; that day counts whole.
    expect(day('2026-04-30')?.percent).toBeNull();
    expect(day('2026-05-01')?.percent).toBe(100);
    expect(uptime.start_date).toBe('2026-05-01');
    expect(uptime.days.filter((entry) => entry.percent === null).length).toBe(
      uptime.days.findIndex((entry) => entry.date === '2026-05-01'),
    );

    // start_date moves the first day with data earlier (operational until the first recorded change).
    await app.db.query(`UPDATE components SET start_date = '2026-04-01' WHERE id = $1`, [component.id]);
    const earlier = await buildPublicSnapshot(app, page.id, now);
    const days = shownComponents(earlier?.components ?? [])[0]?.uptime?.days ?? [];
    expect(days.find((entry) => entry.date === '2026-04-30')?.percent).toBe(100);
    expect(shownComponents(earlier?.components ?? [])[0]?.uptime?.start_date).toBe('2026-04-01');
  });
});
