import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '../../lib/permissions';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createPage, createSession, createUser } from '../../testing/factories';
import { createApiTokenFor } from '../api-tokens/testing/tokens';
import { findMailsTo } from '../mail/repository';
import type { UserRow } from './repository';
import { INVITATION_MAILS_PER_ADDRESS, INVITATION_MAILS_PER_ORGANIZATION } from './routes';
import { createInvitation, expireInvitation, invitationToken, memberOf } from './testing/team';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: 'https://status.example.test' });
});

afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** An organisation on `plan` with an owner and headers for them. */
async function organization(plan: 'free' | 'pro' = 'pro') {
  const owner = await createUser(app);
  await app.db.query('UPDATE organizations SET plan = $2 WHERE id = $1', [owner.organization_id, plan]);
  return { owner, orgId: owner.organization_id, headers: bearer(await accessTokenFor(app, owner)) };
}

const roleOf = async (id: string) =>
  (await app.db.query<{ role: Role }>('SELECT role FROM users WHERE id = $1', [id]))[0]?.role;
const userExists = async (id: string) =>
  (await app.db.query('SELECT 1 FROM users WHERE id = $1', [id])).length === 1;
const invitationsOf = (orgId: string) =>
  app.db.query<{ id: string; email: string; role: Role; token_hash: string; expires_at: Date }>(
    'SELECT id, email, role, token_hash, expires_at FROM invitations WHERE organization_id = $1 ORDER BY created_at',
    [orgId],
  );

describe('GET /v1/users', () => {
  it('lists members with their last sign-in, and invitations to those who manage users', async () => {
    const { owner, orgId, headers } = await organization();
    const viewer = await memberOf(app, orgId, 'viewer');
    const neverSignedIn = await createUser(app, { role: 'editor', organizationId: orgId });
    const invitation = await createInvitation(app, orgId, {
      email: 'pending@example.test',
      invitedBy: owner.id,
    });
    const other = await organization();
    await createInvitation(app, other.orgId, { email: 'elsewhere@example.test' });

    const response = await call('GET', '/v1/users', headers);
    expect(response.statusCode).toBe(200);
    const team = response.json();
    expect(team.members).toEqual([
      {
        id: owner.id,
        email: owner.email,
        role: 'owner',
        joined_at: expect.stringMatching(/Z$/),
        last_sign_in_at: expect.stringMatching(/Z$/),
        is_you: true,
      },
      expect.objectContaining({ id: viewer.user.id, role: 'viewer', is_you: false }),
      expect.objectContaining({ id: neverSignedIn.id, role: 'editor', last_sign_in_at: null, is_you: false }),
    ]);
    expect(team.invitations).toEqual([
      {
        id: invitation.id,
        email: 'pending@example.test',
        role: 'editor',
        invited_at: expect.stringMatching(/Z$/),
        expires_at: expect.stringMatching(/Z$/),
        invited_by_email: owner.email,
      },
    ]);

    const asViewer = (await call('GET', '/v1/users', viewer.headers)).json();
    expect(asViewer.members).toHaveLength(3);
    expect(asViewer.members.find((member: { is_you: boolean }) => member.is_you).id).toBe(viewer.user.id);
    expect(asViewer.invitations).toEqual([]);
  });

  it('keeps the last sign-in at the start of the latest session, not its refreshes', async () => {
    const { owner, headers } = await organization();
    const session = await createSession(app, owner);
    await app.db.query(
      "UPDATE refresh_tokens SET created_at = now() - interval '2 days' WHERE user_id = $1",
      [owner.id],
    );
    await app.inject({ method: 'POST', url: '/v1/refresh', headers: bearer(session.refresh_token) });
    const me = (await call('GET', '/v1/users', headers)).json().members[0];
    // The session of `headers` was created, then aged, together with `session`: a refresh adds no sign-in.
    expect(Date.now() - Date.parse(me.last_sign_in_at)).toBeGreaterThan(24 * 60 * 60 * 1000);
  });
});

describe('POST /v1/users/invite', () => {
  it('stores a hashed, 7-day invitation and queues its mail with the link', async () => {
    const { owner, orgId, headers } = await organization();
    const email = uniqueEmail('invitee');
    const response = await call('POST', '/v1/users/invite', headers, { email, role: 'editor' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      email,
      role: 'editor',
      invited_at: expect.stringMatching(/Z$/),
      expires_at: expect.stringMatching(/Z$/),
      invited_by_email: owner.email,
    });
    const days = (Date.parse(response.json().expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const [mail] = await findMailsTo(app.db, email);
    expect(mail?.subject).toContain('You are invited to join');
    expect(mail?.text_body).toContain(owner.email);
    expect(mail?.text_body).toContain('as an editor');
    const token = invitationToken(mail?.text_body ?? '');
    expect(mail?.text_body).toContain(`https://status.example.test/auth/invitation/${token}`);
    const [stored] = await invitationsOf(orgId);
    // Only the hash is kept: the token itself is in no column.
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('writes the mail in Russian when the inviter’s language is Russian', async () => {
    const { headers } = await organization();
    const email = uniqueEmail('ru');
    const response = await call(
      'POST',
      '/v1/users/invite',
      { ...headers, 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' },
      { email, role: 'viewer' },
    );
    expect(response.statusCode).toBe(201);
    const [mail] = await findMailsTo(app.db, email);
    expect(mail?.subject).toMatch(/^Приглашение в /);
    expect(mail?.text_body).toContain('в роли наблюдателя');
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email', role: 'editor' }, 'email', 'invalid_format'],
    ['no e-mail', { role: 'editor' }, 'email', 'required'],
    ['an unknown role', { email: 'x@example.test', role: 'superuser' }, 'role', 'invalid_value'],
    ['no role', { email: 'x@example.test' }, 'role', 'required'],
    ['an unknown field', { email: 'x@example.test', role: 'editor', note: 'hi' }, 'note', 'unknown_field'],
  ])('refuses %s with validation_failed and invites nobody', async (_label, payload, field, code) => {
    const { orgId, headers } = await organization();
    const response = await call('POST', '/v1/users/invite', headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: expect.arrayContaining([expect.objectContaining({ field, code })]),
    });
    expect(await invitationsOf(orgId)).toEqual([]);
  });

  it.each(ROLES)('as %s: invites only with users.manage, owners only as an owner', async (role) => {
    const { orgId } = await organization();
    const actor = await memberOf(app, orgId, role);
    for (const invitedRole of ROLES) {
      const response = await call('POST', '/v1/users/invite', actor.headers, {
        email: uniqueEmail(),
        role: invitedRole,
      });
      const allowed = (role === 'owner' || role === 'admin') && (invitedRole !== 'owner' || role === 'owner');
      expect([role, invitedRole, response.statusCode]).toEqual([role, invitedRole, allowed ? 201 : 403]);
    }
  });

  it('refuses a member’s address (409 already_member) and a pending one (409 already_invited)', async () => {
    const { orgId, headers } = await organization();
    const member = await createUser(app, { role: 'viewer', organizationId: orgId });
    const taken = await call('POST', '/v1/users/invite', headers, {
      email: member.email.toUpperCase(),
      role: 'editor',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('already_member');

    const email = uniqueEmail();
    expect((await call('POST', '/v1/users/invite', headers, { email, role: 'editor' })).statusCode).toBe(201);
    const again = await call('POST', '/v1/users/invite', headers, {
      email: email.toUpperCase(),
      role: 'admin',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_invited');
    expect(await invitationsOf(orgId)).toEqual([expect.objectContaining({ email, role: 'editor' })]);
  });

  it('replaces an expired invitation of the same address', async () => {
    const { orgId, headers } = await organization();
    const email = uniqueEmail();
    const old = await createInvitation(app, orgId, { email });
    await expireInvitation(app, old.id);
    const response = await call('POST', '/v1/users/invite', headers, { email, role: 'admin' });
    expect(response.statusCode).toBe(201);
    expect(await invitationsOf(orgId)).toEqual([
      expect.objectContaining({ id: response.json().id, role: 'admin' }),
    ]);
  });

  it('counts pending invitations against the plan’s members (402) and frees a seat when one expires', async () => {
    // Free: 2 members. The owner holds one seat, a pending invitation the other.
    const { orgId, headers } = await organization('free');
    const pending = await createInvitation(app, orgId, { email: uniqueEmail() });
    const email = uniqueEmail();
    const refused = await call('POST', '/v1/users/invite', headers, { email, role: 'viewer' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
    expect(await invitationsOf(orgId)).toHaveLength(1);
    expect(await findMailsTo(app.db, email)).toEqual([]);

    await expireInvitation(app, pending.id);
    expect((await call('POST', '/v1/users/invite', headers, { email, role: 'viewer' })).statusCode).toBe(201);
  });

  it('lets exactly one of two concurrent invitations at the limit through', async () => {
    const { orgId, headers } = await organization('free');
    const [first, second] = await Promise.all([
      call('POST', '/v1/users/invite', headers, { email: uniqueEmail('race'), role: 'viewer' }),
      call('POST', '/v1/users/invite', headers, { email: uniqueEmail('race'), role: 'viewer' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 402]);
    expect(await invitationsOf(orgId)).toHaveLength(1);
  });
});

describe('resending and cancelling invitations', () => {
  it('resend mails a new link: the old token stops working, the expiry starts again', async () => {
    const { orgId, headers, owner } = await organization();
    const email = uniqueEmail();
    const invitation = await createInvitation(app, orgId, { email, ttlSeconds: 60 });
    const response = await call('POST', `/v1/users/invitations/${invitation.id}/resend`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: invitation.id, email, invited_by_email: owner.email });
    expect(Date.parse(response.json().expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const [mail] = await findMailsTo(app.db, email);
    const token = invitationToken(mail?.text_body ?? '');
    expect(token).not.toBe(invitation.token);
    expect((await app.inject({ url: `/v1/public/invitations/${invitation.token}` })).statusCode).toBe(400);
    expect((await app.inject({ url: `/v1/public/invitations/${token}` })).statusCode).toBe(200);
  });

  it('resend of an expired invitation needs a free seat again', async () => {
    const { orgId, headers } = await organization('free');
    const expired = await createInvitation(app, orgId, { email: uniqueEmail() });
    await expireInvitation(app, expired.id);
    await createUser(app, { role: 'viewer', organizationId: orgId });
    const refused = await call('POST', `/v1/users/invitations/${expired.id}/resend`, headers);
    expect(refused.statusCode).toBe(402);
    const [row] = await invitationsOf(orgId);
    expect(row?.expires_at.getTime()).toBeLessThan(Date.now());
  });

  it('cancel deletes the invitation: its link stops working', async () => {
    const { orgId, headers } = await organization();
    const invitation = await createInvitation(app, orgId, { email: uniqueEmail() });
    expect((await call('DELETE', `/v1/users/invitations/${invitation.id}`, headers)).statusCode).toBe(204);
    expect(await invitationsOf(orgId)).toEqual([]);
    expect((await app.inject({ url: `/v1/public/invitations/${invitation.token}` })).statusCode).toBe(400);
    expect((await call('DELETE', `/v1/users/invitations/${invitation.id}`, headers)).statusCode).toBe(404);
  });

  it('an admin may not resend or cancel an invitation of an owner', async () => {
    const { orgId } = await organization();
    const admin = await memberOf(app, orgId, 'admin');
    const invitation = await createInvitation(app, orgId, { email: uniqueEmail(), role: 'owner' });
    expect(
      (await call('POST', `/v1/users/invitations/${invitation.id}/resend`, admin.headers)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/v1/users/invitations/${invitation.id}`, admin.headers)).statusCode).toBe(
      403,
    );
    expect(await invitationsOf(orgId)).toHaveLength(1);
  });

  it.each(['editor', 'viewer'] as const)('refuses an %s with 403', async (role) => {
    const { orgId } = await organization();
    const actor = await memberOf(app, orgId, role);
    const invitation = await createInvitation(app, orgId, { email: uniqueEmail() });
    expect(
      (await call('POST', `/v1/users/invitations/${invitation.id}/resend`, actor.headers)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/v1/users/invitations/${invitation.id}`, actor.headers)).statusCode).toBe(
      403,
    );
    expect(await invitationsOf(orgId)).toHaveLength(1);
  });
});

describe('PATCH /v1/users/:id (role)', () => {
  const setRole = (id: string, headers: Record<string, string>, role: unknown) =>
    call('PATCH', `/v1/users/${id}`, headers, { role });

  it('an admin changes an editor to viewer, and the new role applies to their next request', async () => {
    const { orgId } = await organization();
    const admin = await memberOf(app, orgId, 'admin');
    const editor = await memberOf(app, orgId, 'editor');
    const page = await createPage(app, orgId);
    const before = await call('PATCH', `/v1/pages/${page.id}`, editor.headers, { name: 'Before' });
    expect(before.statusCode).toBe(200);
    const response = await setRole(editor.user.id, admin.headers, 'viewer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: editor.user.id, role: 'viewer', is_you: false });
    const after = await call('PATCH', `/v1/pages/${page.id}`, editor.headers, { name: 'After' });
    expect(after.statusCode).toBe(403);
  });

  it('nobody changes their own role (409 own_role)', async () => {
    const { owner, headers } = await organization();
    await createUser(app, { role: 'owner', organizationId: owner.organization_id });
    const response = await setRole(owner.id, headers, 'viewer');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('own_role');
    expect(await roleOf(owner.id)).toBe('owner');
  });

  it('only an owner makes or unmakes owners', async () => {
    const { orgId, headers } = await organization();
    const admin = await memberOf(app, orgId, 'admin');
    const editor = await createUser(app, { role: 'editor', organizationId: orgId });
    const secondOwner = await createUser(app, { role: 'owner', organizationId: orgId });

    const promote = await setRole(editor.id, admin.headers, 'owner');
    expect(promote.statusCode).toBe(403);
    const demote = await setRole(secondOwner.id, admin.headers, 'viewer');
    expect(demote.statusCode).toBe(403);
    expect(await roleOf(editor.id)).toBe('editor');
    expect(await roleOf(secondOwner.id)).toBe('owner');

    expect((await setRole(editor.id, headers, 'owner')).statusCode).toBe(200);
    expect((await setRole(secondOwner.id, headers, 'admin')).statusCode).toBe(200);
    expect(await roleOf(editor.id)).toBe('owner');
    expect(await roleOf(secondOwner.id)).toBe('admin');
  });

  it('keeps at least one owner when two owners demote each other at once', async () => {
    const { owner, orgId, headers } = await organization();
    const other = await memberOf(app, orgId, 'owner');
    const [first, second] = await Promise.all([
      setRole(other.user.id, headers, 'admin'),
      setRole(owner.id, other.headers, 'admin'),
    ]);
    const codes = [first?.statusCode, second?.statusCode];
    // Whichever runs second is no longer an owner (403) or would leave none (409 last_owner).
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    const owners = await app.db.query("SELECT id FROM users WHERE organization_id = $1 AND role = 'owner'", [
      orgId,
    ]);
    expect(owners).toHaveLength(1);
  });

  it.each([
    ['an unknown role', { role: 'root' }, 'role', 'invalid_value'],
    ['no role', {}, 'role', 'required'],
    ['an extra field', { role: 'viewer', email: 'x@example.test' }, 'email', 'unknown_field'],
  ])('refuses %s with validation_failed', async (_label, payload, field, code) => {
    const { orgId, headers } = await organization();
    const editor = await createUser(app, { role: 'editor', organizationId: orgId });
    const response = await call('PATCH', `/v1/users/${editor.id}`, headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: expect.arrayContaining([expect.objectContaining({ field, code })]),
    });
    expect(await roleOf(editor.id)).toBe('editor');
  });

  it.each(['editor', 'viewer'] as const)('refuses an %s with 403', async (role) => {
    const { orgId } = await organization();
    const actor = await memberOf(app, orgId, role);
    const target = await createUser(app, { role: 'viewer', organizationId: orgId });
    expect((await setRole(target.id, actor.headers, 'editor')).statusCode).toBe(403);
    expect(await roleOf(target.id)).toBe('viewer');
  });
});

describe('DELETE /v1/users/:id', () => {
  const remove = (id: string, headers: Record<string, string>) => call('DELETE', `/v1/users/${id}`, headers);

  it('removes a member: their access and refresh tokens are refused at once', async () => {
    const { orgId, headers } = await organization();
    const member: UserRow = await createUser(app, { role: 'editor', organizationId: orgId });
    const session = await createSession(app, member);
    expect((await call('GET', '/v1/users/me', bearer(session.access_token))).statusCode).toBe(200);

    expect((await remove(member.id, headers)).statusCode).toBe(204);
    expect(await userExists(member.id)).toBe(false);
    expect((await call('GET', '/v1/pages', bearer(session.access_token))).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/v1/refresh',
      headers: bearer(session.refresh_token),
    });
    expect(refresh.statusCode).toBe(401);
    const team = (await call('GET', '/v1/users', headers)).json();
    expect(team.members.map((m: { id: string }) => m.id)).not.toContain(member.id);
  });

  it('keeps everything the member made for the organisation: only their own account rows go', async () => {
    const { orgId, headers } = await organization();
    const member = await memberOf(app, orgId, 'admin');
    const page = (await call('POST', '/v1/pages', member.headers, { name: 'Made by a leaver' })).json();
    const component = await call('POST', `/v1/pages/${page.id}/components`, member.headers, { name: 'API' });
    expect(component.statusCode).toBe(201);
    const incident = await call('POST', `/v1/pages/${page.id}/incidents`, member.headers, {
      name: 'Outage',
      body: 'Looking into it',
    });
    expect(incident.statusCode).toBe(201);
    const invited = await call('POST', '/v1/users/invite', member.headers, {
      email: uniqueEmail(),
      role: 'viewer',
    });
    expect(invited.statusCode).toBe(201);

    expect((await call('DELETE', `/v1/users/${member.user.id}`, headers)).statusCode).toBe(204);
    const count = async (sql: string, id: string) =>
      (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, [id]))[0]?.n;
    expect(await count('pages WHERE id = $1', page.id)).toBe(1);
    expect(await count('components WHERE id = $1', component.json().id)).toBe(1);
    expect(await count('incidents WHERE id = $1', incident.json().id)).toBe(1);
    expect(await count('incident_updates WHERE incident_id = $1', incident.json().id)).toBe(1);
    // Their invitation still stands, without an inviter.
    expect((await call('GET', '/v1/users', headers)).json().invitations).toEqual([
      expect.objectContaining({ id: invited.json().id, invited_by_email: null }),
    ]);
  });

  it('could only ever cascade to account rows: no other table deletes with a user', async () => {
    const references = await app.db.query<{ table_name: string; on_delete: string }>(
      `SELECT c.conrelid::regclass::text AS table_name, c.confdeltype::text AS on_delete
       FROM pg_constraint c WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
       ORDER BY 1`,
    );
    // A new reference to users from product data must keep that data (SET NULL), not go with the person.
    const cascading = references.filter((row) => row.on_delete === 'c').map((row) => row.table_name);
    expect(cascading.map((name) => name.replace(/^.*\./, '')).sort()).toEqual([
      'api_tokens',
      'one_time_tokens',
      'refresh_tokens',
    ]);
  });

  it('nobody removes themselves (409 own_account)', async () => {
    const { owner, headers } = await organization();
    await createUser(app, { role: 'owner', organizationId: owner.organization_id });
    const response = await remove(owner.id, headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('own_account');
    expect(await userExists(owner.id)).toBe(true);
  });

  it('an admin cannot remove an owner; an owner can remove another owner', async () => {
    const { orgId, headers } = await organization();
    const admin = await memberOf(app, orgId, 'admin');
    const secondOwner = await createUser(app, { role: 'owner', organizationId: orgId });
    const refused = await remove(secondOwner.id, admin.headers);
    expect(refused.statusCode).toBe(403);
    expect(await userExists(secondOwner.id)).toBe(true);
    expect((await remove(secondOwner.id, headers)).statusCode).toBe(204);
    // An admin may remove another admin or anyone below an owner.
    const otherAdmin = await createUser(app, { role: 'admin', organizationId: orgId });
    expect((await remove(otherAdmin.id, admin.headers)).statusCode).toBe(204);
  });

  it('keeps the last owner when two owners remove each other at once', async () => {
    const { owner, orgId, headers } = await organization();
    const other = await memberOf(app, orgId, 'owner');
    const results = await Promise.all([remove(other.user.id, headers), remove(owner.id, other.headers)]);
    expect(results.filter((result) => result.statusCode === 204)).toHaveLength(1);
    const owners = await app.db.query("SELECT id FROM users WHERE organization_id = $1 AND role = 'owner'", [
      orgId,
    ]);
    expect(owners).toHaveLength(1);
  });

  it.each(['editor', 'viewer'] as const)('refuses an %s with 403', async (role) => {
    const { orgId } = await organization();
    const actor = await memberOf(app, orgId, role);
    const target = await createUser(app, { role: 'viewer', organizationId: orgId });
    expect((await remove(target.id, actor.headers)).statusCode).toBe(403);
    expect(await userExists(target.id)).toBe(true);
  });
});

describe("another organisation's ids", () => {
  it('answer 404 on every team route and change nothing', async () => {
    const victim = await organization();
    const member = await createUser(app, { role: 'editor', organizationId: victim.orgId });
    const invitation = await createInvitation(app, victim.orgId, { email: uniqueEmail() });
    const attacker = await organization();
    const tries: Array<[Method, string, unknown]> = [
      ['PATCH', `/v1/users/${member.id}`, { role: 'viewer' }],
      ['PATCH', `/v1/users/${victim.owner.id}`, { role: 'viewer' }],
      ['DELETE', `/v1/users/${member.id}`, undefined],
      ['POST', `/v1/users/invitations/${invitation.id}/resend`, undefined],
      ['DELETE', `/v1/users/invitations/${invitation.id}`, undefined],
      ['DELETE', '/v1/users/not-a-uuid', undefined],
      ['DELETE', '/v1/users/invitations/not-a-uuid', undefined],
    ];
    for (const [method, url, payload] of tries) {
      const response = await call(method, url, attacker.headers, payload);
      expect([method, url, response.statusCode, response.json().code]).toEqual([
        method,
        url,
        404,
        'not_found',
      ]);
    }
    expect(await roleOf(member.id)).toBe('editor');
    expect(await invitationsOf(victim.orgId)).toEqual([expect.objectContaining({ id: invitation.id })]);
    expect(await findMailsTo(app.db, (await invitationsOf(victim.orgId))[0]?.email ?? '')).toEqual([]);
  });
});

describe('API tokens on the team routes', () => {
  it('may read the team within their ceiling but change nothing in it: team changes need a person', async () => {
    const { owner, orgId, headers } = await organization();
    const editor = await createUser(app, { role: 'editor', organizationId: orgId });
    const invitedEmail = uniqueEmail('invited');
    const invitation = await createInvitation(app, orgId, { email: invitedEmail });
    const ownerToken = bearer((await createApiTokenFor(app, owner, { role: 'owner' })).token);
    const viewer = bearer((await createApiTokenFor(app, owner, { role: 'viewer' })).token);
    const attempts: Array<[Method, string, unknown]> = [
      ['POST', '/v1/users/invite', { email: uniqueEmail(), role: 'admin' }],
      ['POST', `/v1/users/invitations/${invitation.id}/resend`, undefined],
      ['DELETE', `/v1/users/invitations/${invitation.id}`, undefined],
      ['PATCH', `/v1/users/${editor.id}`, { role: 'owner' }],
      ['DELETE', `/v1/users/${editor.id}`, undefined],
    ];
    // Even an owner's owner-ceiling token: an invitation would hand its holder a person's seat.
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, ownerToken, payload);
      expect([method, url, response.statusCode, response.json().code]).toEqual([
        method,
        url,
        403,
        'person_required',
      ]);
    }
    expect(await roleOf(editor.id)).toBe('editor');
    expect((await invitationsOf(orgId)).map((row) => row.id)).toEqual([invitation.id]);
    expect(await findMailsTo(app.db, invitedEmail)).toHaveLength(0);

    const team = (await call('GET', '/v1/users', ownerToken)).json();
    expect(team.invitations).toEqual([expect.objectContaining({ id: invitation.id })]);
    const viewed = (await call('GET', '/v1/users', viewer)).json();
    expect(viewed.invitations).toEqual([]);
    expect(viewed.members).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: owner.id, is_you: true })]),
    );
    // The same calls by the person behind the token work.
    expect((await call('PATCH', `/v1/users/${editor.id}`, headers, { role: 'viewer' })).statusCode).toBe(200);
  });
});

describe('invitation mail limits', () => {
  it('limits invitation mails per organisation, resends included (429 with Retry-After)', async () => {
    const { orgId, headers } = await organization();
    for (let index = 1; index < INVITATION_MAILS_PER_ORGANIZATION.max; index += 1) {
      const invited = await call('POST', '/v1/users/invite', headers, {
        email: uniqueEmail(),
        role: 'viewer',
      });
      expect(invited.statusCode).toBe(201);
      const cancelled = await call('DELETE', `/v1/users/invitations/${invited.json().id}`, headers);
      expect(cancelled.statusCode).toBe(204);
    }
    const last = await call('POST', '/v1/users/invite', headers, { email: uniqueEmail(), role: 'viewer' });
    expect(last.statusCode).toBe(201);
    const resend = await call('POST', `/v1/users/invitations/${last.json().id}/resend`, headers);
    expect(resend.statusCode).toBe(429);
    expect(resend.headers['retry-after']).toBeDefined();
    const email = uniqueEmail();
    const refused = await call('POST', '/v1/users/invite', headers, { email, role: 'viewer' });
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(await findMailsTo(app.db, email)).toHaveLength(0);
    expect((await invitationsOf(orgId)).map((row) => row.id)).toEqual([last.json().id]);
    // Another organisation is not held back by this one.
    const other = await organization();
    expect(
      (await call('POST', '/v1/users/invite', other.headers, { email: uniqueEmail(), role: 'viewer' }))
        .statusCode,
    ).toBe(201);
  });

  it('limits invitation mails to one address from every organisation, whatever its case', async () => {
    const email = uniqueEmail('bombed');
    for (let index = 0; index < INVITATION_MAILS_PER_ADDRESS.max; index += 1) {
      const { headers } = await organization();
      const address = index % 2 === 0 ? email : email.toUpperCase();
      expect(
        (await call('POST', '/v1/users/invite', headers, { email: address, role: 'viewer' })).statusCode,
      ).toBe(201);
    }
    const { orgId, headers } = await organization();
    const refused = await call('POST', '/v1/users/invite', headers, { email, role: 'viewer' });
    expect(refused.statusCode).toBe(429);
    expect(await invitationsOf(orgId)).toEqual([]);
    expect(await findMailsTo(app.db, email)).toHaveLength(INVITATION_MAILS_PER_ADDRESS.max);
  });
});
