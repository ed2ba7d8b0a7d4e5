import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import {
  accessTokenFor,
  bearer,
  createComponent,
  createPage,
  createSubscriber,
  createUser,
} from '../../testing/factories';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('GET /v1/pages/:pageId/subscribers.csv', () => {
  it('downloads every subscriber as escaped CSV, with formulas defused', async () => {
    const viewer = await createUser(app, { role: 'viewer' });
    const page = await createPage(app, viewer.organization_id, 'Acme');
    const api = await createComponent(app, page.id, { name: 'API, v2' });
    const evil = await createComponent(app, page.id, { name: '=HYPERLINK("http://evil.test")' });
    const all = await createSubscriber(app, page.id, {
      email: 'ann@example.test',
      createdAt: new Date('2026-03-01T10:00:00.000Z'),
    });
    await createSubscriber(app, page.id, {
      email: '+1@example.test',
      state: 'pending',
      componentIds: [evil.id, api.id],
      createdAt: new Date('2026-03-02T10:00:00.000Z'),
    });
    await createSubscriber(app, (await createPage(app, viewer.organization_id)).id, {
      email: 'other@example.test',
    });

    const response = await app.inject({
      url: `/v1/pages/${page.id}/subscribers.csv`,
      headers: bearer(await accessTokenFor(app, viewer)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${page.slug}-subscribers.csv"`,
    );
    const [confirmedAt] = await app.db.query<{ confirmed_at: Date }>(
      'SELECT confirmed_at FROM subscribers WHERE id = $1',
      [all.id],
    );
    expect(response.body).toBe(
      '\uFEFF' +
        [
          'email,state,created_at,confirmed_at,components',
          `'+1@example.test,pending,2026-03-02T10:00:00.000Z,,"'=HYPERLINK(""http://evil.test""); API, v2"`,
          `ann@example.test,confirmed,2026-03-01T10:00:00.000Z,${confirmedAt?.confirmed_at.toISOString()},all`,
        ].join('\r\n') +
        '\r\n',
    );
  });

  it('defuses a formula that a spreadsheet splitting on ";" would see at the start of a cell', async () => {
    const viewer = await createUser(app, { role: 'viewer' });
    const page = await createPage(app, viewer.organization_id);
    const web = await createComponent(app, page.id, { name: 'Web' });
    const evil = await createComponent(app, page.id, { name: "x;=1+cmd|' /C calc'!A0" });
    await createSubscriber(app, page.id, { email: 'bob@example.test', componentIds: [web.id, evil.id] });

    const response = await app.inject({
      url: `/v1/pages/${page.id}/subscribers.csv`,
      headers: bearer(await accessTokenFor(app, viewer)),
    });
    expect(response.statusCode).toBe(200);
    const row = response.body.split('\r\n')[1] ?? '';
    expect(row).toContain(`,"Web; x;'=1+cmd|' /C calc'!A0"`);
    for (const separator of [',', ';', '\t']) {
      const cells = row.split(separator).map((cell) => cell.replace(/^[\s"]+/, ''));
      expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    }
  });

  it("answers 404 for another organisation's page", async () => {
    const user = await createUser(app);
    const foreign = await createPage(app, (await createUser(app)).organization_id);
    const response = await app.inject({
      url: `/v1/pages/${foreign.id}/subscribers.csv`,
      headers: bearer(await accessTokenFor(app, user)),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});
