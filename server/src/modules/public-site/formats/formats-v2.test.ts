import { document, incident, links, noHistory, PAGE_ID, snapshot } from '../testing/format-fixtures';
import { PageDocuments, readPast, V2_DOCUMENTS } from './documents';
import { documentProblems } from './v2-field-lists';

describe('Statuspage v2 documents', () => {
  it.each(V2_DOCUMENTS)('%s has every documented field with its type, and no other', async (name) => {
    const body = await document(new PageDocuments(links), snapshot(), name);
    expect(documentProblems(name, body)).toEqual([]);
  });

  it('the field-list check itself catches a missing, a mistyped and an undocumented field', () => {
    const page = { id: 'p', name: 'n', url: 'u', time_zone: 'UTC', updated_at: '2026-11-22T09:00:00.000Z' };
    const status = { indicator: 'none', description: 'All Systems Operational' };
    expect(documentProblems('status.json', { page, status })).toEqual([]);
    const { time_zone: _, ...withoutZone } = page;
    expect(documentProblems('status.json', { page: withoutZone, status })).toEqual([
      'status.json.page.time_zone: missing',
    ]);
    expect(
      documentProblems('status.json', { page: { ...page, updated_at: 'yesterday' }, status }),
    ).toHaveLength(1);
    expect(documentProblems('status.json', { page, status, extra: 1 })).toEqual([
      'status.json.extra: not a documented field',
    ]);
  });

  it('summary.json: page, status, groups as components with their member ids, open incidents, active then upcoming maintenance', async () => {
    const summary = await document(new PageDocuments(links), snapshot(), 'summary.json');
    expect(summary.page).toEqual({
      id: PAGE_ID,
      name: 'Acme',
      url: 'https://statusdeck.example/public-page?page=acme',
      time_zone: 'Europe/Berlin',
      updated_at: '2026-11-22T09:00:00.000Z',
    });
    expect(summary.status).toEqual({ indicator: 'major', description: 'Partial System Outage' });
    expect(summary.components.map((c: { id: string }) => c.id)).toEqual(['c-web', 'g-core', 'c-api', 'c-db']);
    const [web, group, api, db] = summary.components;
    expect(web).toMatchObject({
      group: false,
      group_id: null,
      position: 1,
      showcase: true,
      start_date: '2026-01-10',
    });
    expect(web.description).toBe('Marketing site');
    expect(group).toMatchObject({
      group: true,
      components: ['c-api', 'c-db'],
      status: 'major_outage',
      position: 2,
    });
    expect(group.description).toBeNull();
    expect(api).toMatchObject({
      group_id: 'g-core',
      position: 1,
      status: 'major_outage',
      showcase: false,
      start_date: null,
    });
    expect(db).toMatchObject({ group_id: 'g-core', position: 2, status: 'under_maintenance' });
    // A component's updated_at moves with the last update that set it.
    expect(api.updated_at).toBe('2026-11-22T09:00:00.000Z');
    expect(summary.incidents.map((i: { id: string }) => i.id)).toEqual(['inc-open']);
    expect(summary.scheduled_maintenances.map((i: { id: string }) => i.id)).toEqual([
      'mnt-active',
      'mnt-next',
    ]);
  });

  it('incidents: statuses and impacts as ours, updates newest first with old and new component statuses, shortlink and monitoring_at', async () => {
    const documents = new PageDocuments(links);
    const [open] = (await document(documents, snapshot(), 'incidents/unresolved.json')).incidents;
    expect(open).toMatchObject({
      status: 'identified',
      impact: 'major',
      monitoring_at: null,
      resolved_at: null,
      page_id: PAGE_ID,
      shortlink: 'https://statusdeck.example/public-page/incident/inc-open?page=acme',
    });
    expect(open.incident_updates.map((u: { status: string }) => u.status)).toEqual([
      'identified',
      'investigating',
    ]);
    expect(open.incident_updates[1].affected_components).toEqual([
      { code: 'c-api', name: 'API', old_status: 'operational', new_status: 'partial_outage' },
    ]);
    expect(open.incident_updates[0].affected_components).toEqual([
      { code: 'c-api', name: 'API', old_status: 'partial_outage', new_status: 'major_outage' },
    ]);
    expect(open.incident_updates[0]).toMatchObject({
      incident_id: 'inc-open',
      display_at: '2026-11-22T09:00:00.000Z',
    });
    expect(open.components).toEqual([
      expect.objectContaining({ id: 'c-api', group_id: 'g-core', status: 'major_outage' }),
    ]);
    expect(open).not.toHaveProperty('scheduled_for');

    const [active] = (await document(documents, snapshot(), 'scheduled-maintenances/active.json'))
      .scheduled_maintenances;
    expect(active).toMatchObject({
      status: 'verifying',
      impact: 'maintenance',
      monitoring_at: '2026-11-22T08:30:00.000Z',
      scheduled_for: '2026-11-22T07:00:00.000Z',
      scheduled_until: '2026-11-22T11:00:00.000Z',
    });
    expect(active.incident_updates[0].affected_components).toBeNull();
    const upcoming = (await document(documents, snapshot(), 'scheduled-maintenances/upcoming.json'))
      .scheduled_maintenances;
    expect(upcoming.map((m: { status: string }) => m.status)).toEqual(['scheduled']);
  });

  it('incidents.json lists the 50 most recent incidents, open and resolved, from the history; maintenance has its own list', async () => {
    const old = Array.from({ length: 60 }, (_, i) =>
      incident({
        id: `hist-${String(i).padStart(2, '0')}`,
        name: `Old ${i}`,
        status: 'resolved',
        started_at: new Date(Date.UTC(2026, 9, 1) - i * 86_400_000).toISOString(),
      }),
    );
    const pastMaintenance = incident({
      id: 'mnt-done',
      kind: 'maintenance',
      name: 'Done',
      status: 'completed',
      started_at: '2026-10-05T00:00:00.000Z',
    });
    // Two pages of history, as the store pages it.
    const history = async (cursor: string | null) => {
      const page = snapshot().page;
      if (cursor === null)
        return {
          page,
          months: [{ month: '2026-10', incidents: [...old.slice(0, 30), pastMaintenance] }],
          next_cursor: 'older',
        };
      return { page, months: [{ month: '2026-08', incidents: old.slice(30) }], next_cursor: null };
    };
    const documents = new PageDocuments(links);
    const snap = snapshot();
    const body = JSON.parse((await documents.v2Document(snap, 'incidents.json', history)).body.toString());
    expect(documentProblems('incidents.json', body)).toEqual([]);
    const { incidents } = body;
    expect(incidents).toHaveLength(50);
    expect(incidents.slice(0, 3).map((i: { id: string }) => i.id)).toEqual([
      'inc-open',
      'inc-old',
      'hist-00',
    ]);
    expect(incidents.at(-1).id).toBe('hist-47');
    const maintenances = JSON.parse(
      (await documents.v2Document(snap, 'scheduled-maintenances.json', history)).body.toString(),
    );
    expect(maintenances.scheduled_maintenances.map((m: { id: string }) => m.id)).toEqual([
      'mnt-next',
      'mnt-active',
      'mnt-done',
    ]);
  });

  it('reads history pages only until both lists are full, and stops at a repeated cursor', async () => {
    const calls: (string | null)[] = [];
    const page = snapshot().page;
    const full = Array.from({ length: 50 }, (_, i) => incident({ id: `i${i}`, name: 'x' }));
    const fullMaintenance = full.map((i) => ({ ...i, id: `m${i.id}`, kind: 'maintenance' as const }));
    await readPast(async (cursor) => {
      calls.push(cursor);
      return {
        page,
        months: [{ month: '2026-10', incidents: [...full, ...fullMaintenance] }],
        next_cursor: 'next',
      };
    });
    expect(calls).toEqual([null]);
    calls.length = 0;
    await readPast(async (cursor) => {
      calls.push(cursor);
      return { page, months: [], next_cursor: 'same' };
    });
    expect(calls).toEqual([null, 'same']);
  });

  it('serialises each document once per snapshot; a new snapshot gets new documents', async () => {
    const documents = new PageDocuments(links);
    const snap = snapshot();
    const first = await documents.v2Document(snap, 'summary.json', noHistory);
    expect(await documents.v2Document(snap, 'summary.json', noHistory)).toBe(first);
    const changed = snapshot({ status: { indicator: 'none', description: 'All Systems Operational' } });
    const next = await documents.v2Document(changed, 'summary.json', noHistory);
    expect(next).not.toBe(first);
    expect(next.etag).not.toBe(first.etag);
  });

  it('when the history cannot be read, the last 15 days stand in and the history is tried again later', async () => {
    let now = 1_000_000;
    let failing = true;
    const documents = new PageDocuments(links, () => now);
    const snap = snapshot();
    const extra = incident({
      id: 'hist-extra',
      name: 'From history',
      status: 'resolved',
      started_at: '2026-01-01T00:00:00.000Z',
    });
    const history = async () => {
      if (failing) throw new Error('connection refused');
      return { page: snap.page, months: [{ month: '2026-01', incidents: [extra] }], next_cursor: null };
    };
    const ids = async () =>
      JSON.parse((await documents.v2Document(snap, 'incidents.json', history)).body.toString()).incidents.map(
        (i: { id: string }) => i.id,
      );
    expect(await ids()).toEqual(['inc-open', 'inc-old']);
    failing = false;
    expect(await ids()).toEqual(['inc-open', 'inc-old']);
    now += 31_000;
    expect(await ids()).toEqual(['inc-open', 'inc-old', 'hist-extra']);
  });
});
