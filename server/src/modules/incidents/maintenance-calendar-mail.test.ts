// A maintenance's mails carry its calendar event over real SMTP: the .ics attachment is what the page's
// calendar feed lists for it, read back with a real iCalendar parser.
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { buildTestApp } from '../../testing/build-test-app';
import { createSubscriber } from '../../testing/factories';
import { type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture';
import { incidentFixture } from './testing/incidents';

// The outbox worker delivers every due mail of its database: a private one keeps other files' mails out.
const privateDatabase = { database: { kind: 'pglite', dataDir: null } } as const;

let app: FastifyInstance;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await buildTestApp({ ...privateDatabase, smtpUrl: smtp.url, publicUrl: 'https://status.example' });
  app.outbox.start();
});

afterAll(async () => {
  await app.close();
  await smtp.close();
});

type Part = { headers: string; body: string };

/** The leaf parts of a MIME message, bodies decoded (base64 or quoted-printable). */
function mimeParts(raw: string): Part[] {
  const boundaries = [...raw.matchAll(/boundary="?([^"\r\n;]+)"?/gi)].map((match) => match[1] ?? '');
  let chunks = [raw];
  for (const boundary of boundaries) chunks = chunks.flatMap((chunk) => chunk.split(`--${boundary}`));
  return chunks.flatMap((chunk) => {
    const split = chunk.indexOf('\r\n\r\n');
    if (split < 0) return [];
    const headers = chunk.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
    const encoded = chunk.slice(split + 4);
    if (/boundary=/i.test(headers)) return [];
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    const body =
      encoding === 'base64'
        ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              encoded
                .replace(/=\r\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8')
          : encoded;
    return [{ headers, body }];
  });
}

const calendarPart = (raw: string) =>
  mimeParts(raw).find((part) => /content-type:\s*text\/calendar/i.test(part.headers));

/** The VEVENT lines of a calendar, as written. */
const veventOf = (ics: string) => /BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/.exec(ics)?.[0];

async function publishedPageWithSubscriber() {
  const fixture = await incidentFixture(app, 'owner');
  expect((await fixture.client.patch(`/v1/pages/${fixture.page.id}`, { published: true })).statusCode).toBe(
    200,
  );
  const subscriber = await createSubscriber(app, fixture.page.id);
  return { ...fixture, subscriber };
}

it('the announcement mail of a maintenance carries the same VEVENT as the feed, as maintenance.ics', async () => {
  const { client, base, page, subscriber } = await publishedPageWithSubscriber();
  const start = new Date(Math.ceil(Date.now() / 1000) * 1000 + 24 * 3_600_000);
  const created = await client.post(base, {
    name: 'Database upgrade; phase 1',
    body: 'Writes pause, reads go on.',
    scheduled_for: start.toISOString(),
    scheduled_until: new Date(start.getTime() + 3_600_000).toISOString(),
  });
  expect(created.statusCode).toBe(201);
  const mail = await smtp.waitForMail(subscriber.email);
  const part = calendarPart(mail.raw);
  expect(part?.headers).toMatch(/method=PUBLISH/i);
  expect(part?.headers).toMatch(/filename="?maintenance\.ics"?/i);
  const ics = part?.body ?? '';

  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  const [event] = calendar.getAllSubcomponents('vevent');
  if (!event) throw new Error('no VEVENT in the attachment');
  expect(event.getFirstPropertyValue('uid')).toBe(`${created.json().id}@status.example`);
  expect(event.getFirstPropertyValue('summary')).toBe('Database upgrade; phase 1');
  expect(event.getFirstPropertyValue('description')).toBe('Writes pause, reads go on.');
  expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
    start.toISOString(),
  );

  const feed = await app.inject({ url: `/status/${page.slug}/maintenance.ics` });
  expect(feed.statusCode).toBe(200);
  expect(veventOf(ics)).toBeDefined();
  expect(veventOf(feed.body)).toBe(veventOf(ics));
});

it('an incident mail has no calendar attachment', async () => {
  const { client, base, subscriber } = await publishedPageWithSubscriber();
  expect((await client.post(base, { name: 'Outage', body: 'Requests fail' })).statusCode).toBe(201);
  const mail = await smtp.waitForMail(subscriber.email);
  expect(calendarPart(mail.raw)).toBeUndefined();
  expect(mail.raw).not.toMatch(/text\/calendar/i);
});
