/**
 * The formats from a snapshot, without a server: Statuspage v2 shapes against the documented field lists,
 * the status mapping, feeds read by a real feed parser (feedsmith), the badge as XML.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed, parseRssFeed } from 'feedsmith';
import type { PublicIncident, PublicPageSnapshot } from '../snapshot/snapshot-types';
import { BADGE_COLORS, renderBadge } from './badge';
import { PageDocuments, readPast, V2_DOCUMENTS } from './documents';
import { buildFeed, FEED_ENTRY_LIMIT, renderAtom, renderRss } from './feeds';
import { v2Builder, v2Summary } from './statuspage-v2';
import { documentProblems } from './v2-field-lists';

const links = { publicUrl: 'https://statusdeck.example' };
const PAGE_ID = '00000000-0000-4000-8000-000000000001';

function incident(overrides: Partial<PublicIncident> & Pick<PublicIncident, 'id' | 'name'>): PublicIncident {
  return {
    kind: 'incident',
    status: 'investigating',
    impact: 'minor',
    started_at: '2026-11-20T10:00:00.000Z',
    resolved_at: null,
    scheduled_for: null,
    scheduled_until: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    components: [],
    updates: [],
    ...overrides,
  };
}

const uptime = { days: [], percent: 99.5 };

function snapshot(overrides: Partial<PublicPageSnapshot> = {}): PublicPageSnapshot {
  const open = incident({
    id: 'inc-open',
    name: 'Slow <API> & "search"',
    status: 'identified',
    impact: 'major',
    started_at: '2026-11-22T08:00:00.000Z',
    created_at: '2026-11-22T08:00:00.000Z',
    updated_at: '2026-11-22T09:00:00.000Z',
    components: [{ id: 'c-api', name: 'API', status: 'major_outage' }],
    updates: [
      {
        id: '00000000-0000-4000-8000-00000000a002',
        status: 'identified',
        body: 'Found it: <script>alert(1)</script>\nFixing & deploying.',
        display_at: '2026-11-22T09:00:00.000Z',
        affected_components: [{ id: 'c-api', name: 'API', status: 'major_outage' }],
      },
      {
        id: '00000000-0000-4000-8000-00000000a001',
        status: 'investigating',
        body: 'Looking',
        display_at: '2026-11-22T08:00:00.000Z',
        affected_components: [{ id: 'c-api', name: 'API', status: 'partial_outage' }],
      },
    ],
  });
  const active = incident({
    id: 'mnt-active',
    kind: 'maintenance',
    name: 'Database upgrade',
    status: 'verifying',
    impact: 'maintenance',
    started_at: '2026-11-22T07:00:00.000Z',
    scheduled_for: '2026-11-22T07:00:00.000Z',
    scheduled_until: '2026-11-22T11:00:00.000Z',
    components: [{ id: 'c-db', name: 'Database', status: 'under_maintenance' }],
    updates: [
      {
        id: '00000000-0000-4000-8000-00000000b002',
        status: 'verifying',
        body: 'Checking',
        display_at: '2026-11-22T08:30:00.000Z',
        affected_components: [],
      },
      {
        id: '00000000-0000-4000-8000-00000000b001',
        status: 'in_progress',
        body: 'Started',
        display_at: '2026-11-22T07:00:00.000Z',
        affected_components: [{ id: 'c-db', name: 'Database', status: 'under_maintenance' }],
      },
    ],
  });
  const upcoming = incident({
    id: 'mnt-next',
    kind: 'maintenance',
    name: 'Network work',
    status: 'scheduled',
    impact: 'maintenance',
    started_at: '2026-12-01T07:00:00.000Z',
    scheduled_for: '2026-12-01T07:00:00.000Z',
    scheduled_until: '2026-12-01T08:00:00.000Z',
  });
  const resolved = incident({
    id: 'inc-old',
    name: 'Login errors',
    status: 'resolved',
    started_at: '2026-11-18T10:00:00.000Z',
    resolved_at: '2026-11-18T11:00:00.000Z',
    updates: [
      {
        id: '00000000-0000-4000-8000-00000000c001',
        status: 'resolved',
        body: 'Fixed',
        display_at: '2026-11-18T11:00:00.000Z',
        affected_components: [],
      },
    ],
  });
  const component = (
    id: string,
    name: string,
    status: 'operational' | 'major_outage' | 'under_maintenance',
  ) => ({
    id,
    name,
    description: '',
    status,
    position: 0,
    created_at: '2026-01-10T12:00:00.000Z',
    uptime: null,
  });
  return {
    page: {
      id: PAGE_ID,
      slug: 'acme',
      name: 'Acme',
      description: '',
      website_url: null,
      support_url: null,
      logo_url: null,
      favicon_url: null,
      brand_color: '#0055ff',
      theme: 'auto',
      default_language: 'en',
      time_zone: 'Europe/Berlin',
      allow_subscribers: true,
      custom_domain: null,
      published: true,
    },
    status: { indicator: 'major', description: 'Partial System Outage' },
    components: [
      {
        type: 'component',
        ...component('c-web', 'Website', 'operational'),
        description: 'Marketing site',
        uptime,
      },
      {
        type: 'group',
        id: 'g-core',
        name: 'Core',
        description: '',
        collapsed: false,
        status: 'major_outage',
        components: [
          { ...component('c-api', 'API', 'major_outage'), group_id: 'g-core' },
          { ...component('c-db', 'Database', 'under_maintenance'), group_id: 'g-core', position: 1 },
        ],
      },
    ].map((entry) => ({ group_id: null, ...entry })) as PublicPageSnapshot['components'],
    incidents: [open],
    maintenances: { active: [active], upcoming: [upcoming] },
    recent: [resolved],
    generated_at: '2026-11-22T09:00:01.000Z',
    updated_at: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

const noHistory = async () => null;

async function document(
  documents: PageDocuments,
  snap: PublicPageSnapshot,
  name: (typeof V2_DOCUMENTS)[number],
) {
  return JSON.parse((await documents.v2Document(snap, name, noHistory)).body);
}

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

describe('feeds', () => {
  const incidents = () => {
    const snap = snapshot();
    return [...snap.incidents, ...snap.maintenances.active, ...snap.recent];
  };

  it('RSS 2.0, read by a feed parser: one item per update, newest first, titled "Incident — Status", text bodies', () => {
    const snap = snapshot();
    const xml = renderRss(buildFeed(snap.page, incidents(), snap.updated_at, links));
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parseRssFeed(xml);
    expect(feed.title).toBe('Acme status history');
    expect(feed.link).toBe('https://statusdeck.example/public-page?page=acme');
    const items = feed.items ?? [];
    expect(items).toHaveLength(5);
    expect(items.map((item) => item.title)).toEqual([
      'Slow <API> & "search" — Identified',
      'Database upgrade — Verifying',
      'Slow <API> & "search" — Investigating',
      'Database upgrade — In progress',
      'Login errors — Resolved',
    ]);
    const [first] = items;
    expect(first?.link).toBe('https://statusdeck.example/public-page/incident/inc-open?page=acme');
    expect(first?.guid).toMatchObject({
      value: 'urn:uuid:00000000-0000-4000-8000-00000000a002',
      isPermaLink: false,
    });
    expect(first?.pubDate).toBe('Sun, 22 Nov 2026 09:00:00 GMT');
    // The description is HTML that shows the text literally: the script tag is text, not markup.
    expect(first?.description).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;<br />Fixing &amp; deploying.',
    );
    expect(first?.description).toContain('Affected components: API (Major outage)');
    expect(first?.description).not.toContain('<script>');
  });

  it('Atom 1.0, read by a feed parser: stable ids, RFC 3339 dates, text content, self and alternate links', () => {
    const snap = snapshot();
    const xml = renderAtom(buildFeed(snap.page, incidents(), snap.updated_at, links));
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parseAtomFeed(xml);
    expect(feed.id).toBe(`urn:uuid:${PAGE_ID}`);
    expect(feed.updated).toBe('2026-11-22T09:00:00.000Z');
    expect(feed.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: 'self', href: 'https://statusdeck.example/status/acme/history.atom' }),
        expect.objectContaining({
          rel: 'alternate',
          href: 'https://statusdeck.example/public-page?page=acme',
        }),
      ]),
    );
    const entries = feed.entries ?? [];
    expect(entries).toHaveLength(5);
    const [first] = entries;
    expect(first?.id).toBe('urn:uuid:00000000-0000-4000-8000-00000000a002');
    expect(first?.title).toEqual({ type: 'text', value: 'Slow <API> & "search" — Identified' });
    expect(first?.updated).toBe('2026-11-22T09:00:00.000Z');
    expect(first?.content).toEqual({
      type: 'text',
      value:
        'Status: Identified\nAffected components: API (Major outage)\n\nFound it: <script>alert(1)</script>\nFixing & deploying.',
    });
    expect(first?.links).toEqual([
      expect.objectContaining({
        rel: 'alternate',
        href: 'https://statusdeck.example/public-page/incident/inc-open?page=acme',
      }),
    ]);
  });

  it('speaks the page language; a page without updates still has a valid feed', () => {
    const snap = snapshot();
    const ru = { ...snap.page, default_language: 'ru' as const };
    const feed = parseAtomFeed(renderAtom(buildFeed(ru, incidents(), snap.updated_at, links)));
    expect(feed.title).toEqual({ type: 'text', value: 'Acme: история статуса' });
    expect(feed.entries?.[0]?.title).toEqual({
      type: 'text',
      value: 'Slow <API> & "search" — Причина найдена',
    });
    const empty = buildFeed(snap.page, [], snap.updated_at, links);
    const rss = parseRssFeed(renderRss(empty));
    expect(rss.items ?? []).toEqual([]);
    expect(parseAtomFeed(renderAtom(empty)).updated).toBe(snap.updated_at);
  });

  it(`keeps the ${FEED_ENTRY_LIMIT} newest entries and drops characters XML cannot carry`, () => {
    const snap = snapshot();
    const many = incident({
      id: 'busy',
      name: 'Busy\u0001 day',
      updates: Array.from({ length: FEED_ENTRY_LIMIT + 20 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        status: 'investigating' as const,
        body: `Update ${i}\u0007`,
        display_at: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
        affected_components: [],
      })),
    });
    const xml = renderRss(buildFeed(snap.page, [many], snap.updated_at, links));
    expect(XMLValidator.validate(xml)).toBe(true);
    const items = parseRssFeed(xml).items ?? [];
    expect(items).toHaveLength(FEED_ENTRY_LIMIT);
    expect(items[0]?.title).toBe('Busy day — Investigating');
    expect(items[0]?.description).toContain(`Update ${FEED_ENTRY_LIMIT + 19}`);
  });
});

describe('badge', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

  it.each([
    ['none', 'All Systems Operational', '#4c1'],
    ['minor', 'Minor Service Outage', '#dfb317'],
    ['major', 'Partial System Outage', '#fe7d37'],
    ['critical', 'Major Service Outage', '#e05d44'],
    ['maintenance', 'Service Under Maintenance', '#007ec6'],
  ] as const)(
    '%s: valid SVG with the status text, its colour, a title and an aria-label',
    (indicator, description, color) => {
      expect(BADGE_COLORS[indicator]).toBe(color);
      for (const style of ['default', 'flat', 'flat-square'] as const) {
        const svg = renderBadge({ indicator, description }, style);
        expect(XMLValidator.validate(svg)).toBe(true);
        const root = parser.parse(svg).svg;
        expect(root.xmlns).toBe('http://www.w3.org/2000/svg');
        expect(root.role).toBe('img');
        expect(root['aria-label']).toBe(`status: ${description}`);
        expect(root.title).toBe(`status: ${description}`);
        const rects = [root.g[0].rect].flat();
        expect(rects.map((rect: { fill: string }) => rect.fill)).toContain(color);
        const texts = [root.g[1].text]
          .flat()
          .map((text: string | { '#text': string }) => (typeof text === 'string' ? text : text['#text']));
        expect(texts).toContain(description);
        expect(Number(root.width)).toBeGreaterThan(description.length * 5);
        expect(svg).not.toMatch(/<script|href=/i);
      }
    },
  );

  it('styles differ as named: the default has the gradient, flat has none, flat-square has no rounded corners', () => {
    const status = { indicator: 'none', description: 'All Systems Operational' } as const;
    expect(renderBadge(status, 'default')).toContain('linearGradient');
    expect(renderBadge(status, 'flat')).not.toContain('linearGradient');
    expect(renderBadge(status, 'flat')).toContain('rx="3"');
    expect(renderBadge(status, 'flat-square')).toContain('rx="0"');
  });

  it('escapes the text', () => {
    const svg = renderBadge({ indicator: 'minor', description: 'A <b>&"c"' }, 'flat');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(parser.parse(svg).svg.title).toBe('status: A <b>&"c"');
  });
});

describe('status mapping', () => {
  it('every component status, incident status and impact of ours passes through as Statuspage names it', () => {
    const snap = snapshot();
    const v2 = v2Builder(snap, links);
    const summary = v2Summary(snap, v2);
    expect(documentProblems('summary.json', JSON.parse(JSON.stringify(summary)))).toEqual([]);
    for (const status of ['investigating', 'identified', 'monitoring', 'resolved', 'postmortem'] as const) {
      for (const impact of ['none', 'minor', 'major', 'critical'] as const) {
        const mapped = v2.incident(incident({ id: 'x', name: 'x', status, impact }));
        expect([mapped.status, mapped.impact]).toEqual([status, impact]);
      }
    }
    for (const status of ['scheduled', 'in_progress', 'verifying', 'completed'] as const) {
      const mapped = v2.incident(
        incident({ id: 'm', name: 'm', kind: 'maintenance', status, impact: 'maintenance' }),
      );
      expect(mapped).toMatchObject({
        status,
        impact: 'maintenance',
        scheduled_for: null,
        scheduled_until: null,
      });
    }
  });
});
