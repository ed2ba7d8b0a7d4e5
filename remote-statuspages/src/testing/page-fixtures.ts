import { type ApiCall, makeToken, type Reply, routes, serveApi } from '@statusdeck/shared/testing';
import type { Page, PageDomain } from '../api/page-access-types';

/** A full page as the server answers it; each test names what matters to it. */
export function makePage(overrides: Partial<Page> = {}): Page {
  const slug = overrides.slug ?? 'acme-api';
  return {
    id: 'p1',
    organization_id: 'o1',
    name: 'Acme API',
    slug,
    description: 'Status of the Acme API',
    website_url: 'https://acme.example',
    support_url: null,
    time_zone: 'Europe/Berlin',
    default_language: 'en',
    allow_subscribers: true,
    published: false,
    custom_domain: null,
    brand_color: '#2563eb',
    theme: 'light',
    logo_url: null,
    favicon_url: null,
    access: 'public',
    access_email_domains: [],
    access_password_set: false,
    status: 'none',
    component_count: 0,
    open_incident_count: 0,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    domain: null,
    address: `http://localhost/public-page?page=${slug}`,
    ...overrides,
  };
}

/** A custom domain claim of page p1 as the server answers it: pending, never looked up. */
export function makeDomain(overrides: Partial<PageDomain> = {}): PageDomain {
  const name = overrides.name ?? 'status.acme.example';
  return {
    name,
    status: 'pending',
    txt_name: `_statusdeck-challenge.${name}`,
    txt_value: '5f0c1d2e3b4a69788796a5b4c3d2e1f0',
    cname_target: 'pages.statusdeck.example',
    verified_at: null,
    checked_at: null,
    failing_since: null,
    error: null,
    ...overrides,
  };
}

export type Role = 'owner' | 'admin' | 'editor' | 'viewer';

// The server's role table, as GET /v1/users/roles answers it.
const EDITOR = ['read', 'pages.edit', 'components.edit', 'subscribers.edit', 'incidents.edit'];
const ADMIN = [
  ...EDITOR,
  'pages.create',
  'pages.delete',
  'users.manage',
  'tokens.manage',
  'organization.manage',
  'pages.access',
];
export const ROLES = [
  { name: 'owner', permissions: [...ADMIN, 'billing.manage'] },
  { name: 'admin', permissions: ADMIN },
  { name: 'editor', permissions: EDITOR },
  { name: 'viewer', permissions: ['read'] },
];

type Table = Record<string, Reply | ((call: ApiCall) => Reply | Promise<Reply>)>;

/** The fake API with the signed-in user's role answered, plus `table` (`'GET /v1/pages': reply`). */
export function serveConsole(table: Table, role: Role = 'owner'): ApiCall[] {
  return serveApi(
    routes({
      'GET /v1/users/me': {
        status: 200,
        body: { id: 'u1', email: 'jane@example.com', organization_id: 'o1', role },
      },
      'GET /v1/users/roles': { status: 200, body: ROLES },
      // The session renews itself a second after the user's last keystroke.
      'POST /v1/refresh': () => ({
        status: 200,
        body: { access_token: makeToken(900), refresh_token: 'refresh-2' },
      }),
      ...table,
    }),
  );
}

export function usage(used: number, limit: number, plan = 'free'): Reply {
  return {
    status: 200,
    body: {
      plan: {
        name: plan,
        price_cents: 0,
        currency: 'USD',
        interval: 'month',
        limits: {
          pages: limit,
          components_per_page: 25,
          subscribers_per_page: 100,
          members: 2,
          api_tokens: 2,
        },
      },
      metrics: [
        { metric: 'pages', used, limit },
        { metric: 'members', used: 1, limit: 2 },
      ],
    },
  };
}

/** GET /v1/plans: Free without private pages or viewers, Pro and Business with them. */
export function plans(): Reply {
  const limits = (privatePages: boolean, viewers: number) => ({
    pages: 3,
    components_per_page: 25,
    subscribers_per_page: 100,
    members: 2,
    api_tokens: 2,
    private_pages: privatePages,
    viewers_per_page: viewers,
  });
  return {
    status: 200,
    body: [
      { name: 'free', price_cents: 0, currency: 'USD', interval: 'month', limits: limits(false, 0) },
      { name: 'pro', price_cents: 2900, currency: 'USD', interval: 'month', limits: limits(true, 100) },
      { name: 'business', price_cents: 9900, currency: 'USD', interval: 'month', limits: limits(true, 1000) },
    ],
  };
}
