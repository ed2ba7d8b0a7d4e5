import { Api } from '@statusdeck/shared';
import { type ApiCall, makeToken, type Reply, serveApi } from '@statusdeck/shared/testing';
import type {
  ApiToken,
  BillingDetails,
  DeclinedCharge,
  Invitation,
  Invoice,
  Member,
  MetricName,
  Organization,
  PaymentMethod,
  PlanName,
  RoleName,
  Subscription,
  UsageMetric,
} from '../features/access/types';
import { billingAnswer } from './billing-world';

const STAMP = '2026-11-01T10:00:00.000Z';

const ALL_PERMISSIONS = Api.PERMISSIONS;
const EDITING: Api.Permission[] = [
  'read',
  'pages.edit',
  'components.edit',
  'subscribers.edit',
  'incidents.edit',
];

// The server's role table (lib/permissions.ts), as GET /v1/users/roles answers it.
export const ROLE_TABLE: Api.Role[] = [
  { name: 'owner', permissions: [...ALL_PERMISSIONS] },
  { name: 'admin', permissions: ALL_PERMISSIONS.filter((permission) => permission !== 'billing.manage') },
  { name: 'editor', permissions: EDITING },
  { name: 'viewer', permissions: ['read'] },
];

export const PLANS: Api.Plan[] = [
  {
    name: 'free',
    price_cents: 0,
    currency: 'USD',
    interval: 'month',
    limits: {
      pages: 1,
      components_per_page: 25,
      subscribers_per_page: 100,
      members: 2,
      api_tokens: 2,
      private_pages: false,
      viewers_per_page: 0,
    },
    usage_limits: {
      pages: 1,
      components: 25,
      subscribers: 100,
      members: 2,
      api_tokens: 2,
      private_pages: 0,
    },
  },
  {
    name: 'pro',
    price_cents: 2900,
    currency: 'USD',
    interval: 'month',
    limits: {
      pages: 5,
      components_per_page: 100,
      subscribers_per_page: 5000,
      members: 10,
      api_tokens: 20,
      private_pages: true,
      viewers_per_page: 100,
    },
    usage_limits: {
      pages: 5,
      components: 100,
      subscribers: 5000,
      members: 10,
      api_tokens: 20,
      private_pages: 5,
    },
  },
  {
    name: 'business',
    price_cents: 9900,
    currency: 'USD',
    interval: 'month',
    limits: {
      pages: 25,
      components_per_page: 250,
      subscribers_per_page: 50000,
      members: 50,
      api_tokens: 100,
      private_pages: true,
      viewers_per_page: 1000,
    },
    usage_limits: {
      pages: 25,
      components: 250,
      subscribers: 50000,
      members: 50,
      api_tokens: 100,
      private_pages: 25,
    },
  },
];

export function makeOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 'o1',
    name: 'Acme',
    plan: 'free',
    created_at: STAMP,
    counts: { pages: 1, members: 1, invitations: 0, api_tokens: 0 },
    ...overrides,
  };
}

export function makeMember(overrides: Partial<Member> & { id: string; email: string }): Member {
  return { role: 'editor', joined_at: STAMP, last_sign_in_at: null, is_you: false, ...overrides };
}

export function makeInvitation(overrides: Partial<Invitation> & { id: string; email: string }): Invitation {
  return {
    role: 'editor',
    invited_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-11-27T10:00:00.000Z',
    invited_by_email: 'jane@example.com',
    ...overrides,
  };
}

export function makeApiToken(overrides: Partial<ApiToken> & { id: string; name: string }): ApiToken {
  return {
    prefix: `sdk_${overrides.id.padEnd(8, 'x')}`,
    role: 'editor',
    created_at: STAMP,
    last_used_at: null,
    expires_at: null,
    created_by_email: 'jane@example.com',
    ...overrides,
  };
}

export function makeMethod(overrides: Partial<PaymentMethod> & { id: string }): PaymentMethod {
  return {
    brand: 'visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2030,
    holder_name: 'Jane Doe',
    is_default: true,
    created_at: STAMP,
    ...overrides,
  };
}

export function makeInvoice(overrides: Partial<Invoice> & { id: string }): Invoice {
  return {
    number: `SD-1001-${overrides.id.replace(/\D/g, '').padStart(6, '0')}`,
    plan: 'pro',
    amount_cents: 2900,
    currency: 'usd',
    status: 'paid',
    period_start: '2026-11-01T00:00:00.000Z',
    period_end: '2026-12-01T00:00:00.000Z',
    created_at: '2026-11-01T10:00:00.000Z',
    card_brand: 'visa',
    card_last4: '4242',
    ...overrides,
  };
}

export type Handler = (call: ApiCall) => Reply | Promise<Reply> | undefined;

export type World = {
  role: RoleName;
  organization: Organization;
  members: Member[];
  invitations: Invitation[];
  tokens: ApiToken[];
  methods: PaymentMethod[];
  invoices: Invoice[];
  declinedCharges: DeclinedCharge[];
  billing: BillingDetails;
  /** Used counts beyond what the lists give (pages, components, subscribers). */
  used: Partial<Record<MetricName, number>>;
  /** What differs from a subscription paid up and renewing (billing-world.ts). */
  subscription?: Partial<Subscription>;
};

export function makeWorld(overrides: Partial<World> = {}): World {
  const role = overrides.role ?? 'owner';
  return {
    role,
    organization: makeOrganization(),
    members: [makeMember({ id: 'u1', email: 'jane@example.com', role, is_you: true })],
    invitations: [],
    tokens: [],
    methods: [],
    invoices: [],
    declinedCharges: [],
    billing: { name: null, address: null, vat_id: null, language: 'en' },
    used: { pages: 1, components: 3, subscribers: 10 },
    ...overrides,
  };
}

function planOf(world: World): Api.Plan {
  return PLANS.find((plan) => plan.name === world.organization.plan) ?? (PLANS[0] as Api.Plan);
}

export function usageOf(world: World): { plan: Api.Plan; metrics: UsageMetric[] } {
  const plan = planOf(world);
  return {
    plan,
    metrics: [
      { metric: 'pages', used: world.used.pages ?? 0, limit: plan.limits.pages },
      { metric: 'components', used: world.used.components ?? 0, limit: plan.limits.components_per_page },
      { metric: 'subscribers', used: world.used.subscribers ?? 0, limit: plan.limits.subscribers_per_page },
      {
        metric: 'members',
        used: world.used.members ?? world.members.length + world.invitations.length,
        limit: plan.limits.members,
      },
      {
        metric: 'api_tokens',
        used: world.used.api_tokens ?? world.tokens.length,
        limit: plan.limits.api_tokens,
      },
      { metric: 'private_pages', used: 0, limit: plan.limits.private_pages ? plan.limits.pages : 0 },
    ],
  };
}

const ok = (body: unknown, status = 200): Reply => ({ status, body });
export const fail = (status: number, code: string, message = code, extra: object = {}): Reply => ({
  status,
  body: { code, message, ...extra },
});

/**
 * The settings API over `world`, kept in memory like the server keeps its tables: reads answer
 * from it and the writes the screens make change it, so a test sees a round trip. `handler` is
 * tried first (failures, slow answers). Returns the calls made, in order.
 */
export function serveSettings(world: World, handler?: Handler): ApiCall[] {
  let next = 100;
  const newId = (prefix: string) => {
    next += 1;
    return `${prefix}${next}`;
  };
  const answer = (call: ApiCall): Reply | undefined => {
    const key = `${call.method} ${call.path}`;
    const body = (call.body ?? {}) as Record<string, unknown>;
    const tail = call.path.split('/').pop() ?? '';
    switch (key) {
      case 'GET /v1/users/me':
        return ok({ id: 'u1', email: 'jane@example.com', organization_id: 'o1', role: world.role });
      case 'GET /v1/users/roles':
        return ok(ROLE_TABLE);
      case 'POST /v1/refresh':
        return ok({ access_token: makeToken(900, 'renewed'), refresh_token: 'refresh-2' });
      case 'GET /v1/organizations':
        return ok(world.organization);
      case 'GET /v1/users':
        return ok({ members: world.members, invitations: world.invitations });
      case 'GET /v1/usage':
        return ok(usageOf(world));
      case 'GET /v1/plans':
        return ok(PLANS);
      case 'GET /v1/api-tokens':
        return ok({ tokens: world.tokens });
      case 'GET /v1/payments/methods':
        return ok({ methods: world.methods });
      case 'GET /v1/payments/invoices':
        return ok({ invoices: world.invoices });
      case 'GET /v1/payments/declined-charges':
        return ok({ charges: world.declinedCharges });
      case 'GET /v1/payments/billing-details':
        return ok(world.billing);
      case 'PUT /v1/payments/billing-details':
        world.billing = body as BillingDetails;
        return ok(world.billing);
      case 'POST /v1/users/change-password':
        return ok({ ok: true });
      case 'POST /v1/users/sign-out-others':
        return ok({ revoked: 2 });
      case 'POST /v1/users/invite': {
        const invitation = makeInvitation({
          id: newId('i'),
          email: String(body.email),
          role: body.role as RoleName,
        });
        world.invitations.push(invitation);
        return ok(invitation, 201);
      }
      case 'POST /v1/api-tokens': {
        const token = makeApiToken({
          id: newId('t'),
          name: String(body.name),
          role: body.role as RoleName,
          expires_at: (body.expires_at as string | undefined) ?? null,
        });
        world.tokens.push(token);
        return ok({ ...token, token: `sdk_secret${next}ABCDEFGHIJKLMNOPQRSTUVWXYZ` }, 201);
      }
      case 'POST /v1/payments/methods': {
        const method = makeMethod({
          id: newId('m'),
          last4: String(body.card_number).slice(-4),
          exp_month: Number(body.exp_month),
          exp_year: Number(body.exp_year),
          holder_name: String(body.holder_name),
          is_default: world.methods.length === 0,
        });
        world.methods.push(method);
        return ok(method, 201);
      }
      default:
        break;
    }
    if (call.method === 'PATCH' && call.path === `/v1/organizations/${world.organization.id}`) {
      world.organization = { ...world.organization, name: String(body.name) };
      return ok(world.organization);
    }
    if (call.method === 'PATCH' && call.path.startsWith('/v1/users/')) {
      const member = world.members.find((entry) => entry.id === tail);
      if (!member) return fail(404, 'not_found');
      member.role = body.role as RoleName;
      return ok(member);
    }
    if (call.method === 'DELETE' && call.path.startsWith('/v1/users/invitations/')) {
      world.invitations = world.invitations.filter((entry) => entry.id !== tail);
      return { status: 204 };
    }
    if (call.method === 'POST' && /^\/v1\/users\/invitations\/[^/]+\/resend$/.test(call.path)) {
      const id = call.path.split('/')[4];
      const invitation = world.invitations.find((entry) => entry.id === id);
      return invitation ? ok(invitation) : fail(404, 'not_found');
    }
    if (call.method === 'DELETE' && call.path.startsWith('/v1/users/')) {
      world.members = world.members.filter((entry) => entry.id !== tail);
      return { status: 204 };
    }
    if (call.method === 'DELETE' && call.path.startsWith('/v1/api-tokens/')) {
      world.tokens = world.tokens.filter((entry) => entry.id !== tail);
      return { status: 204 };
    }
    if (call.method === 'PATCH' && call.path.startsWith('/v1/payments/methods/')) {
      for (const method of world.methods) method.is_default = method.id === tail;
      return ok(world.methods.find((entry) => entry.id === tail));
    }
    if (call.method === 'DELETE' && call.path.startsWith('/v1/payments/methods/')) {
      world.methods = world.methods.filter((entry) => entry.id !== tail);
      return { status: 204 };
    }
    if (call.method === 'POST' && call.path.startsWith('/v1/payments/subscribe/')) {
      if (!world.methods.some((method) => method.is_default)) return fail(402, 'payment_method_required');
      world.organization = { ...world.organization, plan: tail as PlanName };
      const invoice = makeInvoice({ id: newId('inv'), plan: tail as PlanName });
      world.invoices.unshift(invoice);
      return ok({ organization: world.organization, invoice });
    }
    return billingAnswer(Object.assign(world, { plans: PLANS }), call);
  };
  return serveApi((call) => handler?.(call) ?? answer(call));
}

/** The calls that changed something, as method, path and body (session renewals left out). */
export function writes(calls: ApiCall[]) {
  return calls
    .filter((call) => call.method !== 'GET' && call.path !== '/v1/refresh')
    .map(({ method, path, body }) => ({ method, path, body }));
}
