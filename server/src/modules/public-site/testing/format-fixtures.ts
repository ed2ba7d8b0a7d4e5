// Snapshots and documents for the format suites (formats/formats-*.test.ts), built without a server.

import type { PageDocuments, V2_DOCUMENTS } from '../formats/documents';
import type { PublicIncident, PublicPageSnapshot } from '../snapshot/snapshot-types';

export const links = { publicUrl: 'https://statusdeck.example', pagesDomain: null };
export const PAGE_ID = '00000000-0000-4000-8000-000000000001';

export function incident(
  overrides: Partial<PublicIncident> & Pick<PublicIncident, 'id' | 'name'>,
): PublicIncident {
  return {
    kind: 'incident',
    status: 'investigating',
    impact: 'minor',
    translations: {},
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

export const uptime = { days: [], percent: 99.5, start_date: '2026-01-10' };

export function snapshot(overrides: Partial<PublicPageSnapshot> = {}): PublicPageSnapshot {
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
        translations: {},
        display_at: '2026-11-22T09:00:00.000Z',
        affected_components: [{ id: 'c-api', name: 'API', status: 'major_outage' }],
      },
      {
        id: '00000000-0000-4000-8000-00000000a001',
        status: 'investigating',
        body: 'Looking',
        translations: {},
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
        translations: {},
        display_at: '2026-11-22T08:30:00.000Z',
        affected_components: [],
      },
      {
        id: '00000000-0000-4000-8000-00000000b001',
        status: 'in_progress',
        body: 'Started',
        translations: {},
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
        translations: {},
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
      access: 'public',
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

export const noHistory = async () => null;

export async function document(
  documents: PageDocuments,
  snap: PublicPageSnapshot,
  name: (typeof V2_DOCUMENTS)[number],
) {
  return JSON.parse((await documents.v2Document(snap, name, noHistory)).body);
}
