import { ROLES } from '../../lib/permissions';
import { uniqueEmail } from '../../testing/build-test-app';
import { createUser } from '../../testing/factories';
import { findMailsTo } from '../mail/repository';
import { INVITATION_MAILS_PER_ADDRESS, INVITATION_MAILS_PER_ORGANIZATION } from './routes';
import { createInvitation, expireInvitation, invitationToken, memberOf } from './testing/team';
import { app, call, invitationsOf, organization, useTeamApp } from './testing/team-app';

useTeamApp();

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
