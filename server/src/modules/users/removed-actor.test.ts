import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createUser } from '../../testing/factories';
import { createApiToken } from '../api-tokens/create-api-token';
import { mailOneTimeLink } from '../auth/mail-one-time-link';
import { findMailsTo } from '../mail/repository';
import { inviteMember } from './invite-member';
import { resendInvitation } from './resend-invitation';

let app: FastifyInstance;
let ctx: ServiceContext;

beforeAll(async () => {
  app = await buildTestApp();
  ctx = { db: app.db, config: app.config, log: app.log, mailEnqueued: () => undefined };
});

afterAll(async () => {
  await app.close();
});

/** An owner and an admin of one organisation on the business plan (room for many tokens and invitations). */
async function team() {
  const owner = await createUser(app);
  await app.db.query(`UPDATE organizations SET plan = 'business' WHERE id = $1`, [owner.organization_id]);
  const admin = await createUser(app, { role: 'admin', organizationId: owner.organization_id });
  return { owner, admin, ownerHeaders: bearer(await accessTokenFor(app, owner)) };
}

const removeMember = (headers: Record<string, string>, id: string) =>
  app.inject({ method: 'DELETE', url: `/v1/users/${id}`, headers });

/** The status a verb's failure would answer: an AppError's own, anything else is a 500. */
async function statusOf(work: Promise<unknown>): Promise<number> {
  try {
    await work;
    return 200;
  } catch (error) {
    return error instanceof AppError ? error.statusCode : 500;
  }
}

describe('a member removed while their request is under way', () => {
  // The secured scope reads the actor before the verb's transaction starts; these verbs are then given that
  // actor after the removal has committed, which is the interleaving concurrent requests produce.
  it('answers 401 instead of a foreign-key failure for rows that name the actor', async () => {
    const { owner, admin, ownerHeaders } = await team();
    const invited = await app.inject({
      method: 'POST',
      url: '/v1/users/invite',
      headers: ownerHeaders,
      payload: { email: uniqueEmail('invited'), role: 'viewer' },
    });
    expect(invited.statusCode).toBe(201);
    const actor: Actor = {
      userId: admin.id,
      organizationId: admin.organization_id,
      role: 'admin',
      sessionId: null,
      tokenId: null,
    };
    expect((await removeMember(ownerHeaders, admin.id)).statusCode).toBe(204);

    const token = createApiToken({ ctx, actor, input: { name: 'Late', role: 'viewer' } });
    expect(await statusOf(token)).toBe(401);
    const invite = inviteMember({
      ctx,
      actor,
      input: { email: uniqueEmail('late'), role: 'viewer', language: 'en' },
    });
    expect(await statusOf(invite)).toBe(401);
    const resend = resendInvitation({ ctx, actor, input: { id: invited.json().id, language: 'en' } });
    expect(await statusOf(resend)).toBe(401);

    const [{ tokens, invitations }] = (await app.db.query(
      `SELECT (SELECT count(*)::int FROM api_tokens WHERE organization_id = $1) AS tokens,
              (SELECT count(*)::int FROM invitations WHERE organization_id = $1) AS invitations`,
      [owner.organization_id],
    )) as [{ tokens: number; invitations: number }];
    expect({ tokens, invitations }).toEqual({ tokens: 0, invitations: 1 });
  });

  it('mails no reset or verification link to an account removed after it was looked up', async () => {
    const { admin, ownerHeaders } = await team();
    expect((await removeMember(ownerHeaders, admin.id)).statusCode).toBe(204);
    for (const purpose of ['reset_password', 'verify_email'] as const) {
      await ctx.db.transaction((tx) => mailOneTimeLink(tx, ctx, { user: admin, purpose, language: 'en' }));
    }
    expect(await findMailsTo(app.db, admin.email)).toEqual([]);
  });

  it('never answers 500 to token creates racing the creator removal', async () => {
    const { admin, ownerHeaders } = await team();
    const headers = bearer(await accessTokenFor(app, admin));
    const creates = Array.from({ length: 40 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/v1/api-tokens',
        headers,
        payload: { name: `T${i}`, role: 'viewer' },
      }),
    );
    const [removal, ...answers] = await Promise.all([removeMember(ownerHeaders, admin.id), ...creates]);
    expect(removal.statusCode).toBe(204);
    for (const answer of answers) expect([201, 401]).toContain(answer.statusCode);
  });
});
