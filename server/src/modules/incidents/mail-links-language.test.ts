import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { createSubscriber } from '../../testing/factories';
import { incidentFixture } from './testing/incidents';

let app: FastifyInstance;
const pageIds: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
});

afterEach(async () => {
  await app.db.query(
    'DELETE FROM mail_outbox WHERE subscriber_id IN (SELECT id FROM subscribers WHERE page_id = ANY($1::uuid[]))',
    [pageIds.splice(0)],
  );
});

afterAll(async () => {
  await app.close();
});

/** Every link of a mail's text and HTML bodies and of its List-Unsubscribe header. */
function linksOf(mail: { text_body: string; html_body: string; headers: Record<string, string> }) {
  const inText = mail.text_body.match(/https?:\/\/\S+/g) ?? [];
  const inHtml = [...mail.html_body.matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&#38;', '&'),
  );
  const header = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1];
  return [...inText, ...inHtml, ...(header ? [header] : [])];
}

describe('the links of an incident mail', () => {
  it("open every public screen in the mail's language, whatever the page's default", async () => {
    const { page, client, base } = await incidentFixture(app);
    pageIds.push(page.id);
    await app.db.query('UPDATE pages SET published = true WHERE id = $1', [page.id]);
    const russian = await createSubscriber(app, page.id);
    await app.db.query(`UPDATE subscribers SET language = 'ru' WHERE id = $1`, [russian.id]);
    const english = await createSubscriber(app, page.id);
    const incident = (await client.post(base, { name: 'Outage', body: 'Requests fail' })).json();
    const [mail] = await app.db.query<{
      text_body: string;
      html_body: string;
      headers: Record<string, string>;
    }>(
      `SELECT text_body, html_body, headers FROM mail_outbox
       WHERE subscriber_id = $1 AND notification_id = $2`,
      [russian.id, incident.incident_updates[0].id],
    );
    if (!mail) throw new Error('no mail for the Russian subscriber');
    const links = linksOf(mail);
    // The incident's page, manage and unsubscribe: in the text, the HTML and the header.
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) {
      const url = new URL(link);
      expect(url.searchParams.get('lang')).toBe('ru');
      const screen = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(screen.statusCode).toBe(200);
      expect(screen.body).toMatch(/<html lang="ru"/);
    }

    const [englishMail] = await app.db.query<{ text_body: string }>(
      'SELECT text_body FROM mail_outbox WHERE subscriber_id = $1',
      [english.id],
    );
    for (const link of englishMail?.text_body.match(/https?:\/\/\S+/g) ?? []) {
      expect(new URL(link).searchParams.get('lang')).toBe('en');
    }
  });
});
