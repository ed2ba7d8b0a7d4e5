import { uniqueEmail } from '../../testing/build-test-app';
import { bearer, createUser } from '../../testing/factories';
import { createApiTokenFor } from '../api-tokens/testing/tokens';
import { findMailsTo } from '../mail/repository';
import { createInvitation } from './testing/team';
import { app, call, invitationsOf, type Method, organization, roleOf, useTeamApp } from './testing/team-app';

useTeamApp();

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
