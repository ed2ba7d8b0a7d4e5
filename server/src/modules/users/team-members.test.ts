import { uniqueEmail } from '../../testing/build-test-app';
import { bearer, createPage, createSession, createUser } from '../../testing/factories';
import type { UserRow } from './repository';
import { createInvitation, memberOf } from './testing/team';
import { app, call, organization, roleOf, userExists, useTeamApp } from './testing/team-app';

useTeamApp();

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
    // page_access_links holds sign-in links, some of them a member's own preview link: account rows too.
    const cascading = references.filter((row) => row.on_delete === 'c').map((row) => row.table_name);
    expect(cascading.map((name) => name.replace(/^.*\./, '')).sort()).toEqual([
      'api_tokens',
      'one_time_tokens',
      'page_access_links',
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
