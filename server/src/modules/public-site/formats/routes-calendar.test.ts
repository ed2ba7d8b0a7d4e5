// The maintenance calendar over HTTP on the whole application, read back with a real iCalendar parser.
import ICAL from 'ical.js';
import {
  app,
  eventually,
  expectPublicHeaders,
  get,
  publishedPage,
  unique,
  useFormatRoutesApp,
} from '../testing/format-routes';

useFormatRoutesApp();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Event = {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  description: string | null;
  url: string;
  start: string;
  end: string;
  startIsUtc: boolean;
};

function parseCalendar(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events: Event[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time;
    return {
      uid: String(vevent.getFirstPropertyValue('uid')),
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
      status: String(vevent.getFirstPropertyValue('status')),
      summary: String(vevent.getFirstPropertyValue('summary')),
      description: (vevent.getFirstPropertyValue('description') as string | null) ?? null,
      url: String(vevent.getFirstPropertyValue('url')),
      start: start.toJSDate().toISOString(),
      end: end.toJSDate().toISOString(),
      startIsUtc: start.zone === ICAL.Timezone.utcTimezone,
    };
  });
  return { calendar, events };
}

/** Whole seconds: iCalendar times have no fractions. */
const inHours = (hours: number) =>
  new Date(Math.floor((Date.now() + hours * HOUR) / 1000) * 1000).toISOString();

const calendarUrl = (slug: string) => `/status/${slug}/maintenance.ics`;
const eventOf = (body: string, id: string) => parseCalendar(body).events.find((e) => e.uid.startsWith(id));

describe('/status/{slug}/maintenance.ics', () => {
  let fixture: Awaited<ReturnType<typeof publishedPage>>;
  beforeAll(async () => {
    fixture = await publishedPage();
  });

  it('is an RFC 5545 calendar with one event per maintenance, times in UTC, public headers and a 304', async () => {
    const response = await get(calendarUrl(fixture.page.slug));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expectPublicHeaders(response);
    expect(response.body.split('\r\n').at(-1)).toBe('');
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const { calendar, events } = parseCalendar(response.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Statusdeck/);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Acme');
    // Incidents are not events: the fixture's one maintenance only.
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      uid: `${fixture.maintenanceId}@statusdeck.example`,
      status: 'CONFIRMED',
      summary: 'Network work',
      description: 'Planned',
      // The page's best address: its verified custom domain (the UID stays on the product's host).
      url: `https://${fixture.domain}/incident/${fixture.maintenanceId}`,
      startIsUtc: true,
    });
    expect(response.body).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(response.body).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);

    const again = await get(calendarUrl(fixture.page.slug), {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('escapes and folds: a title with ; , \\ and a long multi-line Russian body read back exactly', async () => {
    const name = 'DB; upgrade, phase 1 \\ final';
    const body = `Первая строка; с запятой, и \\ обратной чертой.\n${'Длинная строка обслуживания '.repeat(8).trim()}`;
    const created = await fixture.owner.post(`/v1/pages/${fixture.page.id}/incidents`, {
      name,
      body,
      scheduled_for: new Date(Date.now() + 48 * HOUR).toISOString(),
      scheduled_until: new Date(Date.now() + 50 * HOUR).toISOString(),
      deliver_notifications: false,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const response = await eventually(
      () => get(calendarUrl(fixture.page.slug)),
      (r) => r.body.includes(id),
    );
    for (const line of response.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(response.body).toContain('SUMMARY:DB\\; upgrade\\, phase 1 \\\\ final');
    expect(eventOf(response.body, id)).toMatchObject({ summary: name, description: body });
  });

  it('a maintenance moved by an hour gets a higher SEQUENCE and its new times', async () => {
    const { owner, page } = fixture;
    const created = await owner.post(`/v1/pages/${page.id}/incidents`, {
      name: 'Move me',
      body: 'Planned',
      scheduled_for: inHours(72),
      scheduled_until: inHours(73),
      deliver_notifications: false,
    });
    const maintenance = created.json();
    const before = eventOf(
      (
        await eventually(
          () => get(calendarUrl(page.slug)),
          (r) => r.body.includes(maintenance.id),
        )
      ).body,
      maintenance.id,
    );
    expect(before?.start).toBe(new Date(maintenance.scheduled_for).toISOString());
    const start = new Date(Date.parse(maintenance.scheduled_for) + HOUR).toISOString();
    const end = new Date(Date.parse(maintenance.scheduled_until) + HOUR).toISOString();
    const moved = await owner.patch(`/v1/pages/${page.id}/incidents/${maintenance.id}`, {
      scheduled_for: start,
      scheduled_until: end,
    });
    expect(moved.statusCode).toBe(200);
    const after = eventOf(
      (
        await eventually(
          () => get(calendarUrl(page.slug)),
          (r) => eventOf(r.body, maintenance.id)?.start === start,
        )
      ).body,
      maintenance.id,
    );
    expect(after).toMatchObject({ start, end });
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);

    // A new update changes the description, and the sequence again.
    await owner.patch(`/v1/pages/${page.id}/incidents/${maintenance.id}`, {
      body: 'Now with a longer window',
      deliver_notifications: false,
    });
    const updated = eventOf(
      (
        await eventually(
          () => get(calendarUrl(page.slug)),
          (r) => eventOf(r.body, maintenance.id)?.description === 'Now with a longer window',
        )
      ).body,
      maintenance.id,
    );
    expect(updated?.sequence).toBeGreaterThan(after?.sequence ?? Number.POSITIVE_INFINITY);
  });

  it('a deleted maintenance stays as STATUS:CANCELLED with a higher SEQUENCE, for 30 days', async () => {
    const { owner, page } = fixture;
    const maintenance = (
      await owner.post(`/v1/pages/${page.id}/incidents`, {
        name: 'Called off',
        body: 'Planned',
        scheduled_for: new Date(Date.now() + 96 * HOUR).toISOString(),
        scheduled_until: new Date(Date.now() + 97 * HOUR).toISOString(),
        deliver_notifications: false,
      })
    ).json();
    const live = eventOf(
      (
        await eventually(
          () => get(calendarUrl(page.slug)),
          (r) => r.body.includes(maintenance.id),
        )
      ).body,
      maintenance.id,
    );
    expect(live?.status).toBe('CONFIRMED');
    expect((await owner.delete(`/v1/pages/${page.id}/incidents/${maintenance.id}`)).statusCode).toBe(204);
    const cancelled = eventOf(
      (
        await eventually(
          () => get(calendarUrl(page.slug)),
          (r) => eventOf(r.body, maintenance.id)?.status === 'CANCELLED',
        )
      ).body,
      maintenance.id,
    );
    expect(cancelled).toMatchObject({ status: 'CANCELLED', summary: 'Called off', start: live?.start });
    expect(cancelled?.sequence).toBeGreaterThan(live?.sequence ?? Number.POSITIVE_INFINITY);

    // Deleted 31 days ago: gone from the feed, and pruned by the next deletion.
    await app.db.query(
      "UPDATE cancelled_maintenances SET deleted_at = now() - interval '31 days' WHERE id = $1",
      [maintenance.id],
    );
    await owner.patch(`/v1/pages/${page.id}`, { description: `touch ${unique()}` });
    await eventually(
      () => get(calendarUrl(page.slug)),
      (r) => !r.body.includes(maintenance.id),
    );
    expect((await get(calendarUrl(page.slug))).body).not.toContain(maintenance.id);
    const other = (
      await owner.post(`/v1/pages/${page.id}/incidents`, {
        name: 'Gone',
        body: 'x',
        deliver_notifications: false,
      })
    ).json();
    await owner.delete(`/v1/pages/${page.id}/incidents/${other.id}`);
    expect(
      await app.db.query('SELECT 1 FROM cancelled_maintenances WHERE id = $1', [maintenance.id]),
    ).toEqual([]);
  });

  it('lists what ended in the last 30 days, not before', async () => {
    const { owner, page } = fixture;
    const make = async (name: string) =>
      (
        await owner.post(`/v1/pages/${page.id}/incidents`, {
          name,
          body: 'Planned',
          scheduled_for: new Date(Date.now() + 120 * HOUR).toISOString(),
          scheduled_until: new Date(Date.now() + 121 * HOUR).toISOString(),
          deliver_notifications: false,
        })
      ).json().id as string;
    const recent = await make('Ended 29 days ago');
    const old = await make('Ended 31 days ago');
    // Written as the maintenance worker leaves a finished window, weeks back.
    for (const [id, days] of [
      [recent, 29],
      [old, 31],
    ] as const) {
      await app.db.query(
        `UPDATE incidents SET status = 'completed', scheduled_for = now() - ($2::integer * interval '1 day') - interval '1 hour',
           started_at = now() - ($2::integer * interval '1 day') - interval '1 hour',
           scheduled_until = now() - ($2::integer * interval '1 day'), resolved_at = now() - ($2::integer * interval '1 day')
         WHERE id = $1`,
        [id, days],
      );
    }
    const response = await eventually(
      () => get(calendarUrl(page.slug)),
      (r) =>
        eventOf(r.body, recent)?.end !== undefined &&
        Date.parse(eventOf(r.body, recent)?.end ?? '') < Date.now(),
    );
    expect(eventOf(response.body, recent)?.summary).toBe('Ended 29 days ago');
    expect(eventOf(response.body, old)).toBeUndefined();
    expect(Date.now() - 29 * DAY - Date.parse(eventOf(response.body, recent)?.end ?? '')).toBeLessThan(HOUR);
  });

  it('is at /maintenance.ics on the custom domain too; unknown and unpublished pages are a JSON 404', async () => {
    const atDomain = await get('/maintenance.ics', { host: fixture.domain });
    expect(atDomain.statusCode).toBe(200);
    expect(atDomain.body).toBe((await get(calendarUrl(fixture.page.slug))).body);
    const unknown = await get(calendarUrl(`no-such-${unique()}`));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    const hidden = await publishedPage({ publish: false });
    expect((await get(calendarUrl(hidden.page.slug))).statusCode).toBe(404);
    expect((await get('/maintenance.ics', { host: hidden.domain })).statusCode).toBe(404);
  });

  it("never shows another organisation's maintenance", async () => {
    const other = await publishedPage();
    const mine = parseCalendar((await get(calendarUrl(fixture.page.slug))).body).events.map((e) => e.uid);
    const theirs = parseCalendar((await get(calendarUrl(other.page.slug))).body).events.map((e) => e.uid);
    expect(theirs).toEqual([`${other.maintenanceId}@statusdeck.example`]);
    expect(mine).not.toContain(theirs[0]);
    expect(mine.some((uid) => uid.startsWith(fixture.maintenanceId))).toBe(true);
  });

  it('is in the OpenAPI document, unlike the Statuspage formats', async () => {
    const paths = Object.keys((await get('/v1/openapi.json')).json().paths);
    expect(paths).toContain('/status/{slug}/maintenance.ics');
  });
});
