import type {
  PublicComponent,
  PublicIncident,
  PublicIncidentDetail,
  PublicPageInfo,
  PublicPageSnapshot,
  PublicUptime,
  PublicUptimeDay,
} from '../types';

/** Test data in the public API's shapes (only test files import this). */
export const NOW = '2026-03-15T10:30:00Z';

export function pageInfo(overrides: Partial<PublicPageInfo> = {}): PublicPageInfo {
  return {
    id: 'page-1',
    slug: 'acme',
    name: 'Acme Cloud',
    description: 'Status of the Acme Cloud services',
    website_url: 'https://acme.test',
    support_url: 'https://acme.test/help',
    logo_url: null,
    favicon_url: null,
    brand_color: '#6554c0',
    theme: 'auto',
    default_language: 'en',
    time_zone: 'Europe/Moscow',
    allow_subscribers: true,
    custom_domain: null,
    published: true,
    access: 'public',
    ...overrides,
  };
}

/** 90 days ending 2026-03-15, full uptime except where `overrides` says. */
export function uptime(overrides: Record<string, Partial<PublicUptimeDay>> = {}): PublicUptime {
  const end = Date.parse('2026-03-15T12:00:00Z');
  const days: PublicUptimeDay[] = Array.from({ length: 90 }, (_, i) => {
    const date = new Date(end - (89 - i) * 86_400_000).toISOString().slice(0, 10);
    return {
      date,
      percent: 100,
      major_outage_seconds: 0,
      partial_outage_seconds: 0,
      incidents: [],
      ...overrides[date],
    };
  });
  return { days, percent: 99.93, start_date: days[0]?.date ?? '2025-12-16' };
}

export function component(overrides: Partial<PublicComponent> = {}): PublicComponent {
  return {
    id: 'c-api',
    name: 'API',
    description: '',
    status: 'operational',
    group_id: null,
    position: 0,
    created_at: '2025-01-01T00:00:00Z',
    uptime: null,
    ...overrides,
  };
}

export function incident(overrides: Partial<PublicIncident> = {}): PublicIncident {
  return {
    id: 'inc-1',
    kind: 'incident',
    name: 'Elevated API errors',
    translations: {},
    status: 'identified',
    impact: 'major',
    started_at: '2026-03-15T08:00:00Z',
    resolved_at: null,
    scheduled_for: null,
    scheduled_until: null,
    created_at: '2026-03-15T08:00:00Z',
    updated_at: '2026-03-15T09:00:00Z',
    components: [{ id: 'c-api', name: 'API', status: 'partial_outage' }],
    updates: [
      {
        id: 'u-2',
        status: 'identified',
        body: 'We found the cause.\nA fix is rolling out.',
        translations: {},
        display_at: '2026-03-15T09:00:00Z',
        affected_components: [{ id: 'c-api', name: 'API', status: 'partial_outage' }],
      },
      {
        id: 'u-1',
        status: 'investigating',
        body: 'We are looking into errors on the API.',
        translations: {},
        display_at: '2026-03-15T08:00:00Z',
        affected_components: [],
      },
    ],
    ...overrides,
  };
}

export function snapshot(overrides: Partial<PublicPageSnapshot> = {}): PublicPageSnapshot {
  return {
    page: pageInfo(),
    status: { indicator: 'none', description: 'All Systems Operational' },
    components: [
      {
        type: 'group',
        id: 'g-core',
        name: 'Core',
        description: '',
        collapsed: false,
        status: 'operational',
        components: [
          component({ id: 'c-api', name: 'API', group_id: 'g-core', uptime: uptime() }),
          component({ id: 'c-db', name: 'Database', group_id: 'g-core', position: 1 }),
        ],
      },
      {
        type: 'group',
        id: 'g-edge',
        name: 'Edge',
        description: '',
        collapsed: true,
        status: 'operational',
        components: [component({ id: 'c-cdn', name: 'CDN', group_id: 'g-edge' })],
      },
      { type: 'component', ...component({ id: 'c-web', name: 'Website', position: 1 }) },
    ],
    incidents: [],
    maintenances: { active: [], upcoming: [] },
    recent: [],
    generated_at: '2026-03-15T10:29:00Z',
    updated_at: '2026-03-15T10:00:00Z',
    ...overrides,
  };
}

export function incidentDetail(overrides: Partial<PublicIncident> = {}): PublicIncidentDetail {
  return {
    page: pageInfo(),
    status: { indicator: 'major', description: 'Partial System Outage' },
    incident: incident(overrides),
    generated_at: '2026-03-15T10:29:00Z',
  };
}
