import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/build-test-app';
import {
  accessTokenFor,
  bearer,
  createComponent,
  createGroup,
  createIncident,
  createPage,
  createUser,
} from '../testing/factories';
import type { Queryable } from './db';
import { createOrganizationReads, freshnessByVersion, type ReadFreshness } from './organization-reads';

const onPostgres = process.env.DATABASE_URL ? it : it.skip;

describe('remembered organisation reads', () => {
  const watched = () => {
    const watch = { generation: 0, writing: 0 };
    const freshness: ReadFreshness = {
      token: async () => (watch.writing === 0 ? String(watch.generation) : null),
      keep: (token) => watch.writing === 0 && String(watch.generation) === token,
    };
    return { watch, reads: createOrganizationReads(freshness) };
  };

  it('serves an answer again while the token is the same, per organisation and key', async () => {
    const { watch, reads } = watched();
    let calls = 0;
    const load = async () => {
      calls += 1;
      return calls;
    };
    expect(await reads('org-a', 'pages', load)).toBe(1);
    expect(await reads('org-a', 'pages', load)).toBe(1);
    expect(await reads('org-b', 'pages', load)).toBe(2);
    expect(await reads('org-a', 'components x', load)).toBe(3);
    watch.generation += 1;
    expect(await reads('org-a', 'pages', load)).toBe(4);
    expect(await reads('org-a', 'pages', load)).toBe(4);
  });

  it('never serves or keeps while a write is under way, nor an answer a write overlapped, nor an error', async () => {
    const { watch, reads } = watched();
    let calls = 0;
    const load = async () => {
      calls += 1;
      return calls;
    };
    await reads('org', 'pages', load);
    watch.writing = 1;
    expect(await reads('org', 'pages', load)).toBe(2);
    expect(await reads('org', 'pages', load)).toBe(3);
    watch.writing = 0;
    watch.generation += 1;
    const overlapped = async () => {
      calls += 1;
      watch.generation += 1; // a write lands while the read runs
      return calls;
    };
    expect(await reads('org', 'pages', overlapped)).toBe(4);
    expect(await reads('org', 'pages', load)).toBe(5);
    expect(await reads('org', 'pages', load)).toBe(5);
    await expect(reads('org', 'gone', () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await reads('org', 'gone', load)).toBe(6);
  });
});

describe('the organisation version look-up (PostgreSQL)', () => {
  it('makes a read that arrives during a look-up wait for the next one, which serves every waiting read', async () => {
    const sent: Array<{ ids: string[]; answer: (rows: object[]) => void }> = [];
    const db: Queryable = {
      query: <Row>(_sql: string, params?: readonly unknown[]) =>
        new Promise<Row[]>((resolve) => {
          sent.push({ ids: params?.[0] as string[], answer: (rows) => resolve(rows as Row[]) });
        }),
      exec: async () => undefined,
    };
    const freshness = freshnessByVersion(db);
    const first = freshness.token('ORG-A');
    const during = [freshness.token('org-a'), freshness.token('org-b')];
    expect(sent.map((lookUp) => lookUp.ids)).toEqual([['org-a']]);
    // A write commits now: the look-up under way may have missed it, so the later reads must not share it.
    sent[0]?.answer([{ organization_id: 'org-a', version: '1' }]);
    expect(await first).toBe('1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent.map((lookUp) => lookUp.ids)).toEqual([['org-a'], ['org-a', 'org-b']]);
    sent[1]?.answer([{ organization_id: 'org-a', version: '2' }]);
    expect(await Promise.all(during)).toEqual(['2', '0']);
  });
});

/** An organisation with a page (a group, a component in it, an incident) and a token for `readers`. */
async function organisation(writer: FastifyInstance, readers: FastifyInstance[]) {
  const user = await createUser(writer);
  const page = await createPage(writer, user.organization_id, 'Cached');
  const group = await createGroup(writer, page.id, 'Core');
  const component = await createComponent(writer, page.id, { name: 'API', groupId: group.id });
  await createIncident(writer, page.id, { name: 'First', status: 'investigating' });
  const tokens = await Promise.all(readers.map((reader) => accessTokenFor(reader, user)));
  return { user, page, group, component, tokens };
}

type Reads = {
  pages(): Promise<Array<{ id: string; name: string; status: string; open_incident_count: number }>>;
  components(): Promise<Array<{ id: string; name: string; status: string; group_id: string | null }>>;
  incidents(): Promise<{ incidents: Array<{ name: string; incident_updates: Array<{ body: string }> }> }>;
};

function readsThrough(app: FastifyInstance, token: string, pageId: string): Reads {
  const get = async (url: string) => {
    const response = await app.inject({ url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  return {
    pages: () => get('/v1/pages'),
    components: () => get(`/v1/pages/${pageId}/components`),
    incidents: () => get(`/v1/pages/${pageId}/incidents`),
  };
}

/** Each read twice (so an answer is remembered), then every kind of write shows on the very next read. */
async function everyWriteShows(writer: FastifyInstance, reader: FastifyInstance) {
  const { page, group, component, tokens } = await organisation(writer, [writer, reader]);
  const [writerToken = '', readerToken = ''] = tokens;
  const read = readsThrough(reader, readerToken, page.id);
  const warm = async () => {
    for (let i = 0; i < 2; i++) await Promise.all([read.pages(), read.components(), read.incidents()]);
  };
  const write = (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
    writer.inject({ method, url, headers: bearer(writerToken), ...(payload ? { payload } : {}) });

  await warm();
  // Through the API: the status write that takes the one-statement path, a page edit, a new incident.
  expect(
    (await write('PATCH', `/v1/pages/${page.id}/components/${component.id}`, { status: 'major_outage' }))
      .statusCode,
  ).toBe(200);
  expect((await read.components())[0]?.status).toBe('major_outage');
  expect((await read.pages())[0]?.status).not.toBe('operational');
  expect((await write('PATCH', `/v1/pages/${page.id}`, { name: 'Renamed' })).statusCode).toBe(200);
  expect((await read.pages())[0]?.name).toBe('Renamed');
  const reported = await write('POST', `/v1/pages/${page.id}/incidents`, {
    name: 'Second',
    status: 'identified',
    body: 'Looking',
  });
  expect(reported.statusCode).toBe(201);
  expect((await read.incidents()).incidents.map((incident) => incident.name)).toContain('Second');
  expect((await read.pages())[0]?.open_incident_count).toBe(2);

  // By hand-written SQL: a statement, a transaction, a cascade from a parent (no statement names the child).
  await warm();
  await writer.db.query(
    `UPDATE incident_updates SET body = 'Edited by hand'
    WHERE incident_id IN (SELECT id FROM incidents WHERE page_id = $1 AND name = 'First')`,
    [page.id],
  );
  const first = (await read.incidents()).incidents.find((incident) => incident.name === 'First');
  expect(first?.incident_updates[0]?.body).toBe('Edited by hand');
  await warm();
  await writer.db.transaction(async (tx) => {
    await tx.query(`UPDATE components SET name = 'Renamed by hand' WHERE id = $1`, [component.id]);
  });
  expect((await read.components())[0]?.name).toBe('Renamed by hand');
  await warm();
  await writer.db.query('DELETE FROM component_groups WHERE id = $1', [group.id]);
  expect((await read.components())[0]?.group_id).toBeNull();
  await warm();
  await writer.db.query('DELETE FROM pages WHERE id = $1', [page.id]);
  expect(await read.pages()).toEqual([]);
  expect(
    (await reader.inject({ url: `/v1/pages/${page.id}/components`, headers: bearer(readerToken) }))
      .statusCode,
  ).toBe(404);
}

describe('the console reads stay exact with answers remembered', () => {
  it('on one process: every write shows on the very next read', async () => {
    const app = await buildTestApp();
    try {
      await everyWriteShows(app, app);
    } finally {
      await app.close();
    }
  });

  it('answers another organisation 404 for a page another has remembered', async () => {
    const app = await buildTestApp();
    try {
      const { page, tokens } = await organisation(app, [app]);
      const read = readsThrough(app, tokens[0] ?? '', page.id);
      await read.components();
      await read.incidents();
      const stranger = await accessTokenFor(app, await createUser(app));
      for (const url of [`/v1/pages/${page.id}/components`, `/v1/pages/${page.id}/incidents`]) {
        expect((await app.inject({ url, headers: bearer(stranger) })).statusCode).toBe(404);
      }
      const theirs = await app.inject({ url: '/v1/pages', headers: bearer(stranger) });
      expect(theirs.json()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('sends a remembered answer as the same bytes and headers as the fresh one', async () => {
    const app = await buildTestApp();
    try {
      const { page, tokens } = await organisation(app, [app]);
      for (const url of ['/v1/pages', `/v1/pages/${page.id}/components`, `/v1/pages/${page.id}/incidents`]) {
        const [fresh, remembered] = [
          await app.inject({ url, headers: bearer(tokens[0] ?? '') }),
          await app.inject({ url, headers: bearer(tokens[0] ?? '') }),
        ];
        expect(fresh.statusCode).toBe(200);
        expect(fresh.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(remembered.headers['content-type']).toBe(fresh.headers['content-type']);
        expect(remembered.headers['content-length']).toBe(fresh.headers['content-length']);
        expect(remembered.body).toBe(fresh.body);
        // The route schema's serialisation: compact JSON of only the documented fields.
        expect(fresh.body).toBe(JSON.stringify(fresh.json()));
      }
    } finally {
      await app.close();
    }
  });

  // Replicas: a NOTIFY would arrive some milliseconds after the commit; the reader must not serve its
  // remembered answer in between, so each read is checked against the organisation's version.
  onPostgres(
    'across two app instances on one PostgreSQL: a write through one shows on the other at once',
    async () => {
      const [writer, reader] = await Promise.all([buildTestApp(), buildTestApp()]);
      try {
        await everyWriteShows(writer, reader);
      } finally {
        await Promise.all([writer.close(), reader.close()]);
      }
    },
  );
});
