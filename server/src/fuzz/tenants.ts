import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '../lib/permissions';
import { createApiTokenFor } from '../modules/api-tokens/testing/tokens';
import { findSessionMember } from '../modules/auth/repository';
import { insertPaymentMethod } from '../modules/billing/repository';
import { insertPageImage } from '../modules/images/repository';
import { listUpdatesOfIncidents } from '../modules/incidents/update-repository';
import { createIntegration } from '../modules/integrations/testing/integrations';
import type { UserRow } from '../modules/users/repository';
import { createInvitation } from '../modules/users/testing/team';
import { uniqueEmail } from '../testing/build-test-app';
import {
  accessTokenFor,
  createComponent,
  createGroup,
  createIncident,
  createPage,
  createSubscriber,
  createUser,
} from '../testing/factories';
import { tinyPng } from '../testing/image-fixtures';

/** Who a request is made as: a member's session of each role, an API token of each ceiling, or nobody. */
export type Credential = Role | `token:${Role}` | 'none' | 'garbage';
export const CREDENTIALS: Credential[] = [
  ...ROLES,
  ...ROLES.map((role) => `token:${role}` as const),
  'none',
  'garbage',
];

/** The resources a path parameter can name, keyed by the kind the route table gives them. */
export type Ids = {
  organizations: string;
  pages: string;
  slug: string;
  components: string;
  'component-groups': string;
  incidents: string;
  incident_updates: string;
  subscribers: string;
  integrations: string;
  users: string;
  invitations: string;
  invitationToken: string;
  'api-tokens': string;
  methods: string;
  images: string;
};

type Member = { user: UserRow; sessionId: string; authorization: string };

/**
 * One organisation with a member of every role, API tokens of every ceiling and one of each resource. A
 * request the fuzzer makes may delete or change any of them; `repair` puts back what is gone.
 */
export class Tenant {
  private constructor(
    private readonly app: FastifyInstance,
    readonly organizationId: string,
    readonly members: Map<Role, Member>,
    readonly tokens: Map<Role, string>,
    readonly ids: Ids,
  ) {}

  static async create(app: FastifyInstance): Promise<Tenant> {
    const owner = await createUser(app, { role: 'owner' });
    const orgId = owner.organization_id;
    // The largest plan, so that creates get past the plan's limits (the free plan is full at once here).
    await app.db.query(
      `UPDATE organizations SET plan = 'business', plan_period_start = now(),
         plan_period_end = now() + interval '30 days' WHERE id = $1`,
      [orgId],
    );
    const members = new Map<Role, Member>();
    for (const role of ROLES) {
      const user = role === 'owner' ? owner : await createUser(app, { role, organizationId: orgId });
      members.set(role, await signIn(app, user));
    }
    const tokens = new Map<Role, string>();
    for (const role of ROLES) tokens.set(role, (await createApiTokenFor(app, owner, { role })).token);
    const tenant = new Tenant(app, orgId, members, tokens, {} as Ids);
    await tenant.repair();
    return tenant;
  }

  authorization(credential: Credential): string | undefined {
    if (credential === 'none') return undefined;
    if (credential === 'garbage') return 'Bearer not-a-token';
    if (credential.startsWith('token:')) return `Bearer ${this.tokens.get(credential.slice(6) as Role)}`;
    return this.members.get(credential as Role)?.authorization;
  }

  /** Re-creates whatever resource a request deleted, and signs members in again whose session ended. */
  async repair(): Promise<void> {
    const { app, organizationId: orgId, ids } = this;
    const exists = async (table: string, id: string | undefined) =>
      id !== undefined && (await app.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;

    ids.organizations = orgId;
    if (!(await exists('pages', ids.pages))) {
      const page = await createPage(app, orgId, 'Fuzz');
      await app.db.query('UPDATE pages SET published = true WHERE id = $1', [page.id]);
      Object.assign(ids, { pages: page.id, slug: page.slug, components: undefined, incidents: undefined });
      Object.assign(ids, { 'component-groups': undefined, subscribers: undefined, images: undefined });
      Object.assign(ids, { integrations: undefined });
    }
    const pageId = ids.pages;
    if (!(await exists('component_groups', ids['component-groups']))) {
      ids['component-groups'] = (await createGroup(app, pageId, 'Fuzz group')).id;
    }
    if (!(await exists('components', ids.components))) {
      ids.components = (await createComponent(app, pageId, { name: 'Fuzz component' })).id;
    }
    if (!(await exists('incidents', ids.incidents))) {
      ids.incidents = (await createIncident(app, pageId, { name: 'Fuzz', status: 'investigating' })).id;
    }
    if (!(await exists('incident_updates', ids.incident_updates))) {
      const [update] = await listUpdatesOfIncidents(app.db, [ids.incidents]);
      if (!update) throw new Error('the fixture incident has no update');
      ids.incident_updates = update.id;
    }
    if (!(await exists('subscribers', ids.subscribers))) {
      ids.subscribers = (await createSubscriber(app, pageId)).id;
    }
    if (!(await exists('chat_integrations', ids.integrations))) {
      ids.integrations = (await createIntegration(app, pageId)).id;
    }
    if (!(await exists('page_images', ids.images))) {
      ids.images = await insertPageImage(app.db, {
        pageId,
        kind: 'logo',
        contentType: 'image/png',
        bytes: tinyPng(),
      });
    }
    if (!(await exists('users', ids.users))) {
      ids.users = (await createUser(app, { role: 'viewer', organizationId: orgId })).id;
    }
    if (!(await exists('invitations', ids.invitations))) {
      const invitation = await createInvitation(app, orgId, {
        email: uniqueEmail('invitee'),
        role: 'viewer',
      });
      Object.assign(ids, { invitations: invitation.id, invitationToken: invitation.token });
    }
    const live = 'SELECT 1 FROM api_tokens WHERE id = $1 AND revoked_at IS NULL';
    if (ids['api-tokens'] === undefined || (await app.db.query(live, [ids['api-tokens']])).length === 0) {
      const owner = this.members.get('owner');
      if (owner) ids['api-tokens'] = (await createApiTokenFor(app, owner.user, { role: 'viewer' })).id;
    }
    if (!(await exists('payment_methods', ids.methods))) {
      const hasDefault = await app.db.query(
        'SELECT 1 FROM payment_methods WHERE organization_id = $1 AND is_default',
        [orgId],
      );
      ids.methods = (
        await insertPaymentMethod(app.db, {
          organizationId: orgId,
          provider: 'test',
          ref: 'test_card_fixture',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2099,
          holderName: 'Fuzz',
          isDefault: hasDefault.length === 0,
        })
      ).id;
    }
    for (const [role, member] of this.members) {
      const current = await findSessionMember(app.db, member.user.id, member.sessionId);
      if (!current || current.role !== role) {
        await app.db.query('UPDATE users SET role = $2 WHERE id = $1', [member.user.id, role]);
        this.members.set(role, await signIn(app, member.user));
      }
    }
  }

  /**
   * A digest of everything the organisation owns (rows of every tenant table, its members' sessions and
   * one-time tokens, and mail queued to its addresses), to tell whether a request changed anything. API
   * tokens' last use is left out: using a token records it even when the request is then refused. So is a
   * custom domain's last look-up (when, its outcome, when next): a Verify that proves nothing still records
   * that it looked, and answers 422 with the reason.
   */
  async digest(): Promise<string> {
    const rows = await this.app.db.query<{ digest: string | null }>(DIGEST_SQL, [this.organizationId]);
    return rows[0]?.digest ?? '';
  }
}

async function signIn(app: FastifyInstance, user: UserRow): Promise<Member> {
  const token = await accessTokenFor(app, user);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sid: string;
  };
  return { user, sessionId: claims.sid, authorization: `Bearer ${token}` };
}

const DIGEST_SQL = `
WITH org_users AS (SELECT id, email FROM users WHERE organization_id = $1),
  org_pages AS (SELECT id FROM pages WHERE organization_id = $1),
  org_incidents AS (SELECT id FROM incidents WHERE page_id IN (SELECT id FROM org_pages)),
  org_components AS (SELECT id FROM components WHERE page_id IN (SELECT id FROM org_pages)),
  org_updates AS (SELECT id FROM incident_updates WHERE incident_id IN (SELECT id FROM org_incidents)),
  org_addresses AS (
    SELECT lower(email) AS address FROM org_users
    UNION SELECT lower(email) FROM invitations WHERE organization_id = $1
    UNION SELECT lower(email) FROM subscribers WHERE page_id IN (SELECT id FROM org_pages)
  )
SELECT md5(string_agg(line, E'\\n' ORDER BY line)) AS digest FROM (
  SELECT 'organizations ' || to_jsonb(x)::text AS line FROM organizations x WHERE id = $1
  UNION ALL SELECT 'users ' || to_jsonb(x)::text FROM users x WHERE organization_id = $1
  UNION ALL SELECT 'refresh_tokens ' || to_jsonb(x)::text FROM refresh_tokens x
    WHERE user_id IN (SELECT id FROM org_users)
  UNION ALL SELECT 'one_time_tokens ' || to_jsonb(x)::text FROM one_time_tokens x
    WHERE user_id IN (SELECT id FROM org_users)
  UNION ALL SELECT 'pages ' || (to_jsonb(x) - 'custom_domain_checked_at' - 'custom_domain_next_check_at'
      - 'custom_domain_error' - 'custom_domain_failing_since')::text FROM pages x WHERE organization_id = $1
  UNION ALL SELECT 'page_images ' || (to_jsonb(x) - 'bytes')::text FROM page_images x
    WHERE page_id IN (SELECT id FROM org_pages)
  UNION ALL SELECT 'component_groups ' || to_jsonb(x)::text FROM component_groups x
    WHERE page_id IN (SELECT id FROM org_pages)
  UNION ALL SELECT 'components ' || to_jsonb(x)::text FROM components x WHERE id IN (SELECT id FROM org_components)
  UNION ALL SELECT 'component_status_changes ' || to_jsonb(x)::text FROM component_status_changes x
    WHERE component_id IN (SELECT id FROM org_components)
  UNION ALL SELECT 'subscribers ' || to_jsonb(x)::text FROM subscribers x WHERE page_id IN (SELECT id FROM org_pages)
  UNION ALL SELECT 'chat_integrations ' || to_jsonb(x)::text FROM chat_integrations x
    WHERE page_id IN (SELECT id FROM org_pages)
  UNION ALL SELECT 'incidents ' || to_jsonb(x)::text FROM incidents x WHERE id IN (SELECT id FROM org_incidents)
  UNION ALL SELECT 'incident_updates ' || to_jsonb(x)::text FROM incident_updates x WHERE id IN (SELECT id FROM org_updates)
  UNION ALL SELECT 'incident_components ' || to_jsonb(x)::text FROM incident_components x
    WHERE incident_id IN (SELECT id FROM org_incidents)
  UNION ALL SELECT 'incident_update_components ' || to_jsonb(x)::text FROM incident_update_components x
    WHERE incident_update_id IN (SELECT id FROM org_updates)
  UNION ALL SELECT 'invitations ' || to_jsonb(x)::text FROM invitations x WHERE organization_id = $1
  UNION ALL SELECT 'api_tokens ' || (to_jsonb(x) - 'last_used_at')::text FROM api_tokens x WHERE organization_id = $1
  UNION ALL SELECT 'payment_methods ' || to_jsonb(x)::text FROM payment_methods x WHERE organization_id = $1
  UNION ALL SELECT 'invoices ' || to_jsonb(x)::text FROM invoices x WHERE organization_id = $1
  UNION ALL SELECT 'mail_outbox ' || x.id::text FROM mail_outbox x
    WHERE lower(x.to_address) IN (SELECT address FROM org_addresses)
) lines`;
