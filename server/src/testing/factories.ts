import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ComponentStatus, Impact, IncidentStatus } from '../lib/enums';
import { hashPassword } from '../lib/password';
import type { Role } from '../lib/permissions';
import { createSecureToken } from '../lib/secure-token';
import { issueSession } from '../modules/auth/issue-session';
import { insertOneTimeToken } from '../modules/auth/repository';
import { insertGroup, listGroupsOfPage } from '../modules/component-groups/repository';
import { listLivePlacement } from '../modules/components/placement-repository';
import { insertComponent, insertStatusChange } from '../modules/components/repository';
import { insertIncident } from '../modules/incidents/repository';
import { kindOfStatus } from '../modules/incidents/statuses';
import { insertIncidentUpdate } from '../modules/incidents/update-repository';
import { insertPage } from '../modules/pages/repository';
import { unsubscribeTokenHash } from '../modules/public-site/subscriptions/subscription-links';
import { insertSubscriber, type SubscriberState } from '../modules/subscribers/repository';
import { insertOrganization, insertUser, type UserRow } from '../modules/users/repository';
import { uniqueEmail } from './build-test-app';

export const FACTORY_PASSWORD = 'correct horse battery staple';

// One scrypt per test file: hashing at ASVS cost is deliberately slow.
let factoryHash: Promise<string> | null = null;
const passwordHash = () => {
  factoryHash ??= hashPassword(FACTORY_PASSWORD);
  return factoryHash;
};

/** A new organisation with one user in it (verified unless told otherwise), password FACTORY_PASSWORD. */
export async function createUser(
  app: FastifyInstance,
  options: {
    role?: Role;
    verified?: boolean;
    email?: string;
    organizationId?: string;
    invited?: boolean;
  } = {},
): Promise<UserRow> {
  const organizationId =
    options.organizationId ??
    (await insertOrganization(app.db, `Org ${Math.random().toString(36).slice(2)}`)).id;
  return insertUser(app.db, {
    organizationId,
    email: options.email ?? uniqueEmail(),
    passwordHash: await passwordHash(),
    role: options.role ?? 'owner',
    verified: options.verified ?? true,
    invited: options.invited,
  });
}

/** An access token of a fresh session of `user` (the secured scope refuses tokens of revoked sessions). */
export async function accessTokenFor(app: FastifyInstance, user: UserRow): Promise<string> {
  return (await issueSession(app.db, app.config, user)).access_token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export async function createPage(app: FastifyInstance, organizationId: string, name = 'Status') {
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 10)}`;
  return insertPage(app.db, { organizationId, name, slug });
}

export async function createIncident(
  app: FastifyInstance,
  pageId: string,
  incident: { name: string; status: IncidentStatus; impact?: Impact; resolved?: boolean },
) {
  const row = await insertIncident(app.db, {
    pageId,
    kind: kindOfStatus(incident.status),
    name: incident.name,
    status: incident.status,
    impact: incident.impact ?? 'minor',
    resolvedAt: incident.resolved ? new Date() : null,
  });
  await insertIncidentUpdate(app.db, {
    incidentId: row.id,
    status: incident.status,
    body: `${incident.name}: update`,
  });
  return row;
}

/** A signed-in session for `user`, issued directly (no password hash), as POST /v1/login would. */
export async function createSession(app: FastifyInstance, user: UserRow) {
  const { access_token, refresh_token } = await issueSession(app.db, app.config, user);
  return { access_token, refresh_token };
}

/** A live password-reset token for `user`, as the reset mail would carry. */
export async function createResetToken(app: FastifyInstance, user: UserRow): Promise<string> {
  const { token, hash } = createSecureToken();
  await insertOneTimeToken(app.db, { userId: user.id, purpose: 'reset_password', hash, ttlSeconds: 3600 });
  return token;
}

/** A component at the end of its group (or of the ungrouped ones), with its first status recorded. */
export async function createComponent(
  app: FastifyInstance,
  pageId: string,
  options: { name?: string; groupId?: string | null; status?: ComponentStatus } = {},
) {
  const groupId = options.groupId ?? null;
  const placement = await listLivePlacement(app.db, pageId);
  const component = await insertComponent(app.db, {
    pageId,
    groupId,
    name: options.name ?? 'API',
    description: '',
    status: options.status ?? 'operational',
    position: placement.filter((row) => row.group_id === groupId).length,
    showUptime: true,
    onlyShowIfDegraded: false,
    startDate: null,
  });
  await insertStatusChange(app.db, component.id, component.status);
  return component;
}

/** A component group after the page's others. */
export async function createGroup(app: FastifyInstance, pageId: string, name = 'Group') {
  const position = (await listGroupsOfPage(app.db, pageId)).length;
  return insertGroup(app.db, { pageId, name, description: '', collapsed: false, position });
}

/** A subscriber in the given state (confirmed unless told), optionally with a chosen created_at. */
export async function createSubscriber(
  app: FastifyInstance,
  pageId: string,
  options: {
    email?: string;
    state?: SubscriberState;
    createdAt?: Date;
    componentIds?: string[];
    /** Makes it a webhook subscriber of this endpoint (its signing secret: whsec_ and zeros). */
    endpoint?: string;
  } = {},
) {
  const state = options.state ?? 'confirmed';
  const id = randomUUID();
  const subscriber = await insertSubscriber(app.db, {
    id,
    pageId,
    email: options.email ?? uniqueEmail('subscriber'),
    componentIds: options.componentIds ?? null,
    ...(options.endpoint
      ? { webhook: { endpoint: options.endpoint, signingSecret: `whsec_${'0'.repeat(64)}` } }
      : {}),
    // A disabled webhook was confirmed before its retries ran out.
    confirmed: state === 'confirmed' || state === 'disabled',
    confirmTokenHash: null,
    confirmTtlSeconds: 0,
    // The real derivation, so the unsubscribe link in a notification mail works for factory subscribers.
    unsubscribeTokenHash: unsubscribeTokenHash(app.config, id),
  });
  if (!subscriber) throw new Error('duplicate subscriber in a factory');
  if (state === 'unsubscribed' || state === 'disabled' || options.createdAt) {
    await app.db.query(
      `UPDATE subscribers SET state = $2, unsubscribed_at = CASE WHEN $2 = 'unsubscribed' THEN now() END,
         created_at = coalesce($3, created_at) WHERE id = $1`,
      [subscriber.id, state, options.createdAt ?? null],
    );
  }
  return subscriber;
}
