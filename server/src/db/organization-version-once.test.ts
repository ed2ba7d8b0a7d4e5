import type { FastifyInstance } from 'fastify';
import type { ComponentStatus } from '../lib/enums';
import { setStatusesQuietly } from '../modules/components/repository';
import { buildTestApp } from '../testing/build-test-app';
import { createComponent, createPage, createUser } from '../testing/factories';
import { ORGANIZATION_VERSIONS_OFF } from './organization-reads';

/**
 * An organisation's version (0026) moves once per transaction that writes what its remembered reads show
 * (0029), however many rows of however many of its pages the transaction writes; every such transaction
 * still moves it. On the embedded database nothing else takes versions meanwhile, so there the step is
 * exactly one value of the sequence; the shared PostgreSQL of the API tests only shows that it moved.
 * The server turns versions off on the embedded database, where nothing reads them (0030): the checks of
 * the versions themselves turn them back on for its session, and the last test looks at the server's way.
 */
let app: FastifyInstance;
const embedded = !process.env.DATABASE_URL;

beforeAll(async () => {
  app = await buildTestApp();
  if (embedded) await app.db.exec("SET statusdeck.organization_versions = 'on'");
});

afterAll(async () => {
  await app.close();
});

async function versionOf(organizationId: string): Promise<number> {
  const [row] = await app.db.query<{ version: string }>(
    'SELECT version FROM organization_versions WHERE organization_id = $1',
    [organizationId],
  );
  return Number(row?.version);
}

/** A new organisation with one page of one component. */
async function organizationWithComponent() {
  const { organization_id: organizationId } = await createUser(app);
  const page = await createPage(app, organizationId);
  if (!page) throw new Error('no page');
  const component = await createComponent(app, page.id, { name: 'API' });
  return { organizationId, page, component };
}

async function expectOneStep(organizationId: string, write: () => Promise<unknown>): Promise<void> {
  const before = await versionOf(organizationId);
  await write();
  const after = await versionOf(organizationId);
  if (embedded) expect(after - before).toBe(1);
  else expect(after).toBeGreaterThan(before);
}

it('moves once for a statement over eight components, and for a transaction over two pages', async () => {
  const { organization_id: organizationId } = await createUser(app);
  const [first, second] = [await createPage(app, organizationId), await createPage(app, organizationId)];
  if (!first || !second) throw new Error('no pages');
  const components: Array<{ id: string }> = [];
  for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])
    components.push(await createComponent(app, first.id, { name }));
  const other = await createComponent(app, second.id, { name: 'Web' });

  const to = (status: ComponentStatus) =>
    components.map((component) => ({ componentId: component.id, status }));
  await expectOneStep(organizationId, () =>
    setStatusesQuietly(app.db, organizationId, first.id, to('major_outage')),
  );
  await expectOneStep(organizationId, () =>
    app.db.transaction(async (tx) => {
      await tx.query(`UPDATE components SET name = name || '.' WHERE page_id = $1`, [first.id]);
      await tx.query(`UPDATE components SET name = name || '.' WHERE id = $1`, [other.id]);
      await tx.query(`UPDATE pages SET name = name || '.' WHERE id = $1`, [second.id]);
    }),
  );
  // The next transaction moves it again, and so does a lone statement on a page written before.
  await expectOneStep(organizationId, () =>
    setStatusesQuietly(app.db, organizationId, first.id, to('operational')),
  );
  await expectOneStep(organizationId, () =>
    app.db.query(`UPDATE components SET description = 'x' WHERE id = $1`, [other.id]),
  );
});

it('moves for a write in a savepoint kept, and not for one rolled back', async () => {
  const { organizationId, component } = await organizationWithComponent();
  const before = await versionOf(organizationId);
  await app.db.transaction(async (tx) => {
    await tx.query('SAVEPOINT s');
    await tx.query(`UPDATE components SET name = 'B' WHERE id = $1`, [component.id]);
    await tx.query('ROLLBACK TO SAVEPOINT s');
  });
  expect(await versionOf(organizationId)).toBe(before);
  await expectOneStep(organizationId, () =>
    app.db.transaction(async (tx) => {
      await tx.query('SAVEPOINT s');
      await tx.query(`UPDATE components SET name = 'C' WHERE id = $1`, [component.id]);
      await tx.query('RELEASE SAVEPOINT s');
      await tx.query(`UPDATE components SET name = 'D' WHERE id = $1`, [component.id]);
    }),
  );
});

describe('as the server opens the database', () => {
  beforeAll(async () => {
    if (embedded) await app.db.exec(ORGANIZATION_VERSIONS_OFF);
  });

  it('takes no version on the embedded database, and still does on PostgreSQL', async () => {
    const { organizationId, page, component } = await organizationWithComponent();
    const before = await versionOf(organizationId);
    await setStatusesQuietly(app.db, organizationId, page.id, [
      { componentId: component.id, status: 'major_outage' },
    ]);
    await app.db.query(`UPDATE pages SET name = name || '.' WHERE id = $1`, [page.id]);
    const after = await versionOf(organizationId);
    if (embedded)
      expect(after).toBe(before); // no row at all: NaN, the same
    else expect(after).toBeGreaterThan(before);
  });
});
