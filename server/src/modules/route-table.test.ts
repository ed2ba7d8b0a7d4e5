import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { can, ROLES } from '../lib/permissions';
import type { SecuredRoute } from '../plugins/secured-scope';
import { buildTestApp } from '../testing/build-test-app';
import {
  accessTokenFor,
  bearer,
  createComponent,
  createGroup,
  createIncident,
  createPage,
  createSubscriber,
  createUser,
} from '../testing/factories';
import { createApiTokenFor } from './api-tokens/testing/tokens';
import { insertPaymentMethod } from './billing/repository';
import { issueInvoice } from './billing/testing/invoices';
import { insertTemplate } from './incident-templates/repository';
import { listUpdatesOfIncidents } from './incidents/update-repository';
import { createIntegration } from './integrations/testing/integrations';
import { createInvitation } from './users/testing/team';

/**
 * Every secured route, read from the app's own route table, is tried without a token, with every role, and
 * with another organisation's ids: a route added later is covered without touching this file, except to
 * give it a valid sample body (the test fails and says so until it has one) or a new kind of id.
 */

type Ids = Record<string, string>;

/** What a path segment before a `:param` says the id is; a new nested resource adds its kind here. */
const ID_KINDS: Record<string, (app: FastifyInstance, orgId: string, ids: Ids) => Promise<string>> = {
  pages: async (app, orgId) => (await createPage(app, orgId, 'Target')).id,
  incidents: async (app, _orgId, ids) =>
    (await createIncident(app, ids.pages ?? '', { name: 'Target', status: 'investigating' })).id,
  components: async (app, _orgId, ids) =>
    (await createComponent(app, ids.pages ?? '', { name: 'Target' })).id,
  'component-groups': async (app, _orgId, ids) => (await createGroup(app, ids.pages ?? '', 'Target')).id,
  // A webhook, so the routes only webhooks have (deliveries, test) find it in its own organisation.
  subscribers: async (app, _orgId, ids) =>
    (await createSubscriber(app, ids.pages ?? '', { endpoint: 'https://hooks.example.test/target' })).id,
  integrations: async (app, _orgId, ids) => (await createIntegration(app, ids.pages ?? '')).id,
  viewers: async (app, _orgId, ids) =>
    (
      await app.db.query<{ id: string }>(
        "INSERT INTO page_viewers (page_id, email) VALUES ($1, 'target-viewer@example.test') RETURNING id",
        [ids.pages],
      )
    )[0]?.id ?? '',
  'incident-templates': async (app, _orgId, ids) =>
    (
      await insertTemplate(app.db, ids.pages ?? '', {
        name: 'Target',
        title: 'Target',
        body: '',
        status: 'investigating',
        impact: 'none',
        components: [],
        translations: {},
      })
    ).id,
  incident_updates: async (app, _orgId, ids) => {
    const [update] = await listUpdatesOfIncidents(app.db, [ids.incidents ?? '']);
    if (!update) throw new Error('the fixture incident has no update');
    return update.id;
  },
  organizations: async (_app, orgId) => orgId,
  users: async (app, orgId) => (await createUser(app, { role: 'editor', organizationId: orgId })).id,
  invitations: async (app, orgId) =>
    (await createInvitation(app, orgId, { email: 'target@example.test' })).id,
  'api-tokens': async (app, orgId) =>
    (await createApiTokenFor(app, await createUser(app, { role: 'admin', organizationId: orgId }))).id,
  methods: async (app, orgId) =>
    (
      await insertPaymentMethod(app.db, {
        organizationId: orgId,
        provider: 'test',
        ref: 'test_card_fixture',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2099,
        holderName: 'Target',
        isDefault: true,
      })
    ).id,
  invoices: async (app, orgId) => (await issueInvoice(app, orgId)).id,
};

/** A body each write route accepts, so that the tenant check, not validation, decides the answer. */
const SAMPLE_BODIES: Record<string, unknown> = {
  'POST /v1/pages': { name: 'Sample' },
  'PATCH /v1/pages/:pageId': { name: 'Renamed' },
  'POST /v1/pages/:pageId/components': { name: 'Sample' },
  'PATCH /v1/pages/:pageId/components/:id': { status: 'major_outage' },
  'POST /v1/pages/:pageId/component-groups': { name: 'Sample' },
  'PATCH /v1/pages/:pageId/component-groups/:id': { name: 'Renamed' },
  'POST /v1/pages/:pageId/subscribers': { email: 'sample@example.test', skip_confirmation: true },
  'POST /v1/pages/:pageId/subscribers/:id/test': {},
  'POST /v1/pages/:pageId/subscribers/:id/enable': {},
  'POST /v1/pages/:pageId/viewers': { email: 'sample-viewer@example.test' },
  'POST /v1/pages/:pageId/viewers/:id/resend': {},
  'POST /v1/pages/:pageId/access/revoke-links': {},
  'POST /v1/pages/:pageId/access/preview': {},
  'POST /v1/pages/:pageId/integrations': { kind: 'slack', url: 'https://hooks.example.test/sample' },
  'PATCH /v1/pages/:pageId/integrations/:id': { name: 'Renamed' },
  'POST /v1/pages/:pageId/incident-templates': { name: 'Sample', title: 'Sample' },
  'PATCH /v1/pages/:pageId/incident-templates/:id': { name: 'Renamed' },
  'POST /v1/pages/:pageId/integrations/:id/test': {},
  'POST /v1/pages/:pageId/domain/verify': {},
  'POST /v1/pages/:pageId/incidents': { name: 'Sample', body: 'Looking into it' },
  'PATCH /v1/pages/:pageId/incidents/:id': { status: 'identified', body: 'Found it' },
  'PUT /v1/pages/:pageId/incidents/:id/incident_updates/:updateId': { body: 'Corrected' },
  'POST /v1/payments/methods': {
    card_number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
    holder_name: 'Sample',
  },
  'PATCH /v1/payments/methods/:id': { holder_name: 'Renamed' },
  'PATCH /v1/organizations/:id': { name: 'Renamed' },
  'PUT /v1/payments/billing-details': { name: 'Sample Ltd', address: null, vat_id: null, language: 'en' },
  'POST /v1/users/invite': { email: 'invitee@example.test', role: 'viewer' },
  'POST /v1/users/invitations/:id/resend': {},
  'PATCH /v1/users/:id': { role: 'viewer' },
  'POST /v1/users/change-password': { current_password: 'not the password', new_password: 'long enough 1' },
};

/** Path parameters naming a plan (payments/subscribe/:plan) are not ids: they are filled with 'pro'. */
const NOT_IDS: Record<string, string> = { plan: 'pro' };

const paramsOf = (url: string) =>
  [...url.matchAll(/([^/]+)\/:(\w+)/g)]
    .map(([, segment = '', name = '']) => ({ segment, name }))
    .filter(({ name }) => !(name in NOT_IDS));

async function fixtureIds(app: FastifyInstance, orgId: string): Promise<Ids> {
  const ids: Ids = {};
  for (const [kind, create] of Object.entries(ID_KINDS)) ids[kind] = await create(app, orgId, ids);
  return ids;
}

function fill(url: string, ids: Ids | null): string {
  const named = Object.entries(NOT_IDS).reduce((path, [name, value]) => path.replace(`:${name}`, value), url);
  return paramsOf(url).reduce((path, { segment, name }) => {
    const id = ids ? ids[segment] : randomUUID();
    if (!id) throw new Error(`${url}: no id kind for segment "${segment}" — add it to ID_KINDS`);
    return path.replace(`:${name}`, id);
  }, named);
}

const hasBody = (route: SecuredRoute) => ['POST', 'PUT', 'PATCH'].includes(route.method);

let app: FastifyInstance;
let routes: SecuredRoute[];

beforeAll(async () => {
  app = await buildTestApp();
  routes = app.securedRoutes;
});

afterAll(async () => {
  await app.close();
});

it('knows the secured routes', () => {
  expect(routes.length).toBeGreaterThan(3);
});

it('answers 401 on every secured route without a token', async () => {
  for (const route of routes) {
    const response = await app.inject({ method: route.method as 'GET', url: fill(route.url, null) });
    expect([route.url, response.statusCode]).toEqual([route.url, 401]);
  }
});

it('answers 403 forbidden exactly where the role lacks the permission', async () => {
  const owner = await createUser(app);
  for (const role of ROLES) {
    const user = await createUser(app, { role, organizationId: owner.organization_id });
    const headers = bearer(await accessTokenFor(app, user));
    for (const route of routes) {
      // Unknown ids: an allowed role reaches the handler (404/400/2xx) but changes nothing that exists.
      const response = await app.inject({
        method: route.method as 'GET',
        url: fill(route.url, null),
        headers,
        ...(hasBody(route) ? { payload: SAMPLE_BODIES[`${route.method} ${route.url}`] ?? {} } : {}),
      });
      const denied = !can(role, route.permission);
      expect([role, route.method, route.url, response.statusCode === 403]).toEqual([
        role,
        route.method,
        route.url,
        denied,
      ]);
      if (denied) expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
  }
});

it('lets an API token of each ceiling through exactly where its role may go and the route allows tokens', async () => {
  const owner = await createUser(app);
  for (const role of ROLES) {
    const headers = bearer((await createApiTokenFor(app, owner, { role })).token);
    for (const route of routes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: fill(route.url, null),
        headers,
        ...(hasBody(route) ? { payload: SAMPLE_BODIES[`${route.method} ${route.url}`] ?? {} } : {}),
      });
      const code = route.personOnly ? 'person_required' : can(role, route.permission) ? null : 'forbidden';
      expect([role, route.method, route.url, response.statusCode === 403]).toEqual([
        role,
        route.method,
        route.url,
        code !== null,
      ]);
      if (code) expect(response.json()).toMatchObject({ code });
    }
  }
});

it("answers 404 on every route given another organisation's ids, and changes nothing", async () => {
  const victim = await createUser(app);
  const attacker = await createUser(app);
  const ids = await fixtureIds(app, victim.organization_id);
  const headers = bearer(await accessTokenFor(app, attacker));
  for (const route of routes.filter((candidate) => paramsOf(candidate.url).length > 0)) {
    const key = `${route.method} ${route.url}`;
    if (hasBody(route) && !(key in SAMPLE_BODIES)) throw new Error(`add a valid sample body for ${key}`);
    const response = await app.inject({
      method: route.method as 'GET',
      url: fill(route.url, ids),
      headers,
      ...(hasBody(route) ? { payload: SAMPLE_BODIES[key] as object } : {}),
    });
    expect([key, response.statusCode]).toEqual([key, 404]);
  }
  const stillThere = await app.db.query('SELECT id FROM pages WHERE id = $1', [ids.pages]);
  expect(stillThere).toHaveLength(1);
});

it("answers an owner-ceiling API token 404 on every route it may use given another organisation's ids", async () => {
  const victim = await createUser(app);
  const attacker = await createUser(app);
  const ids = await fixtureIds(app, victim.organization_id);
  const headers = bearer((await createApiTokenFor(app, attacker, { role: 'owner' })).token);
  for (const route of routes.filter((candidate) => paramsOf(candidate.url).length > 0)) {
    const key = `${route.method} ${route.url}`;
    const response = await app.inject({
      method: route.method as 'GET',
      url: fill(route.url, ids),
      headers,
      ...(hasBody(route) ? { payload: SAMPLE_BODIES[key] as object } : {}),
    });
    // Person-only routes refuse the token before they look at the id.
    expect([key, response.statusCode]).toEqual([key, route.personOnly ? 403 : 404]);
  }
  const stillThere = await app.db.query('SELECT id FROM pages WHERE id = $1', [ids.pages]);
  expect(stillThere).toHaveLength(1);
  const members = await app.db.query('SELECT id FROM users WHERE organization_id = $1', [
    victim.organization_id,
  ]);
  expect(members.length).toBeGreaterThan(1);
});
