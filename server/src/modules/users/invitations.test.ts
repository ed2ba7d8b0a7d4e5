import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { redactUrl } from '../../lib/log-redaction';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import {
  accessTokenFor,
  bearer,
  createPage,
  createSession,
  createUser,
  FACTORY_PASSWORD,
} from '../../testing/factories';
import { type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture';
import { insertPaymentMethod } from '../billing/repository';
import { issueInvoice } from '../billing/testing/invoices';
import { createInvitation, expireInvitation, invitationToken } from './testing/team';

let app: FastifyInstance;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // The per-IP limits have their own test below; here every request comes from one address.
  const generous = { max: 1000, windowMs: 60_000 };
  app = await buildTestApp({
    smtpUrl: smtp.url,
    publicUrl: 'https://status.example.test',
    rateLimits: { ...DEFAULT_RATE_LIMITS, verifyEmail: generous, resetPassword: generous },
  });
  app.outbox.start();
});

afterAll(async () => {
  await app.close();
  await smtp.close();
});

const lookup = (token: string) => app.inject({ url: `/v1/public/invitations/${token}` });
const accept = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/v1/public/invitations/accept', payload: payload as object });

async function organization(plan: 'free' | 'pro' = 'pro') {
  const owner = await createUser(app);
  await app.db.query('UPDATE organizations SET plan = $2, name = $3 WHERE id = $1', [
    owner.organization_id,
    plan,
    `Acme ${owner.id.slice(0, 8)}`,
  ]);
  return { owner, orgId: owner.organization_id, headers: bearer(await accessTokenFor(app, owner)) };
}

const organizationName = async (id: string) =>
  (await app.db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [id]))[0]?.name;

describe('joining through an invitation mailed over SMTP', () => {
  it('invite → the mail arrives → a new account joins with the invited role, e-mail verified', async () => {
    const { owner, orgId, headers } = await organization();
    const email = uniqueEmail('newcomer');
    const invited = await app.inject({
      method: 'POST',
      url: '/v1/users/invite',
      headers,
      payload: { email, role: 'editor' },
    });
    expect(invited.statusCode).toBe(201);

    const mail = await smtp.waitForMail(email);
    const raw = mail.raw.replace(/=\r?\n/g, '');
    expect(raw).toContain('https://status.example.test/auth/invitation/');
    expect(raw).toContain(owner.email);
    const token = invitationToken(raw);

    const shown = await lookup(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      email,
      role: 'editor',
      organization_name: await organizationName(orgId),
      expires_at: invited.json().expires_at,
      account_exists: false,
    });

    const joined = await accept({ token, password: 'a new password 1' });
    expect(joined.statusCode).toBe(200);
    const body = joined.json();
    expect(body.user).toEqual({ id: expect.any(String), email, organization_id: orgId, role: 'editor' });
    const me = await app.inject({ url: '/v1/users/me', headers: bearer(body.access_token) });
    expect(me.json()).toEqual(body.user);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/v1/refresh',
      headers: bearer(body.refresh_token),
    });
    expect(refreshed.statusCode).toBe(200);

    // The address counts as verified: the new password signs in.
    const login = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email, password: 'a new password 1' },
    });
    expect(login.statusCode).toBe(200);
    const team = (await app.inject({ url: '/v1/users', headers })).json();
    expect(team.invitations).toEqual([]);
    expect(team.members).toContainEqual(expect.objectContaining({ email, role: 'editor' }));
  });

  it('is single use: the second acceptance and lookup answer invalid_token', async () => {
    const { orgId } = await organization();
    const email = uniqueEmail();
    const { token } = await createInvitation(app, orgId, { email });
    expect((await accept({ token, password: 'first password' })).statusCode).toBe(200);
    const again = await accept({ token, password: 'second password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
    expect((await lookup(token)).json().code).toBe('invalid_token');
  });

  it('two acceptances of one link at once: exactly one joins', async () => {
    const { orgId } = await organization();
    const email = uniqueEmail();
    const { token } = await createInvitation(app, orgId, { email });
    const results = await Promise.all([
      accept({ token, password: 'password one' }),
      accept({ token, password: 'password two' }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
    const users = await app.db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
    expect(users).toHaveLength(1);
  });

  it('expires: an expired link is invalid_token and creates nothing', async () => {
    const { orgId } = await organization();
    const email = uniqueEmail();
    const invitation = await createInvitation(app, orgId, { email });
    await expireInvitation(app, invitation.id);
    expect((await lookup(invitation.token)).statusCode).toBe(400);
    const response = await accept({ token: invitation.token, password: 'long enough' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_token');
    expect(await app.db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email])).toEqual([]);
  });

  it('refuses an unknown token and malformed bodies', async () => {
    expect((await lookup('x'.repeat(43))).json()).toMatchObject({ code: 'invalid_token' });
    expect((await accept({ token: 'x'.repeat(43), password: 'whatever1' })).json()).toMatchObject({
      code: 'invalid_token',
    });
    const missing = await accept({ token: 'abc' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      details: [expect.objectContaining({ field: 'password', code: 'required' })],
    });
    const extra = await accept({ token: 'abc', password: 'x', email: 'me@example.test' });
    expect(extra.json().details).toContainEqual(
      expect.objectContaining({ field: 'email', code: 'unknown_field' }),
    );
  });

  it('asks a new account for 8+ characters and keeps the link usable', async () => {
    const { orgId } = await organization();
    const email = uniqueEmail();
    const { token } = await createInvitation(app, orgId, { email });
    const short = await accept({ token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'validation_failed',
      details: [expect.objectContaining({ field: 'password', code: 'too_short' })],
    });
    expect((await accept({ token, password: 'long enough' })).statusCode).toBe(200);
  });
});

describe('joining with an existing account', () => {
  it('moves an account whose organisation is empty, deleting that organisation', async () => {
    const { orgId } = await organization();
    const account = await createUser(app, { verified: false });
    const oldSession = await createSession(app, account);
    const { token } = await createInvitation(app, orgId, {
      email: account.email.toUpperCase(),
      role: 'admin',
    });
    expect((await lookup(token)).json()).toMatchObject({ account_exists: true, role: 'admin' });

    const joined = await accept({ token, password: FACTORY_PASSWORD });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().user).toEqual({
      id: account.id,
      email: account.email,
      organization_id: orgId,
      role: 'admin',
    });
    expect(await organizationName(account.organization_id)).toBeUndefined();
    // The session of the old organisation ended; the new one works; the address is now verified.
    const old = await app.inject({
      method: 'POST',
      url: '/v1/refresh',
      headers: bearer(oldSession.refresh_token),
    });
    expect(old.statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/v1/users', headers: bearer(joined.json().access_token) })).statusCode,
    ).toBe(200);
    const [row] = await app.db.query<{ email_verified_at: Date | null }>(
      'SELECT email_verified_at FROM users WHERE id = $1',
      [account.id],
    );
    expect(row?.email_verified_at).not.toBeNull();
  });

  it('answers an account already in the inviting organisation with 409 already_member, role unchanged', async () => {
    const { orgId } = await organization();
    const member = await createUser(app, { role: 'viewer', organizationId: orgId });
    const { token } = await createInvitation(app, orgId, {
      email: member.email.toUpperCase(),
      role: 'owner',
    });
    const response = await accept({ token, password: FACTORY_PASSWORD });
    expect([response.statusCode, response.json().code]).toEqual([409, 'already_member']);
    const [row] = await app.db.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [member.id]);
    expect(row?.role).toBe('viewer');
    // Without the account's password, nothing is told about membership.
    const guessed = await accept({ token, password: 'not the password' });
    expect([guessed.statusCode, guessed.json().code]).toEqual([401, 'invalid_credentials']);
  });

  it('needs the account’s password (401 invalid_credentials) and keeps the link', async () => {
    const { orgId } = await organization();
    const account = await createUser(app);
    const { token } = await createInvitation(app, orgId, { email: account.email });
    const wrong = await accept({ token, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_credentials');
    expect((await lookup(token)).statusCode).toBe(200);
  });

  it.each([
    ['other members', async (orgId: string) => createUser(app, { role: 'viewer', organizationId: orgId })],
    ['a status page', async (orgId: string) => createPage(app, orgId)],
    [
      'a paid plan',
      async (orgId: string) => app.db.query("UPDATE organizations SET plan = 'pro' WHERE id = $1", [orgId]),
    ],
    ['invoices (it was on a paid plan once)', async (orgId: string) => issueInvoice(app, orgId)],
    [
      'a saved card',
      async (orgId: string) =>
        insertPaymentMethod(app.db, {
          organizationId: orgId,
          provider: 'test',
          ref: 'test_card_fixture',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2099,
          holderName: 'Holder',
          isDefault: true,
        }),
    ],
  ])(
    'refuses an account whose organisation has %s (409 already_in_organization)',
    async (_label, populate) => {
      const { orgId } = await organization();
      const account = await createUser(app);
      await populate(account.organization_id);
      const { token } = await createInvitation(app, orgId, { email: account.email });
      const response = await accept({ token, password: FACTORY_PASSWORD });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'already_in_organization', message: expect.any(String) });
      const [row] = await app.db.query<{ organization_id: string }>(
        'SELECT organization_id FROM users WHERE id = $1',
        [account.id],
      );
      expect(row?.organization_id).toBe(account.organization_id);
      // Nothing was used up: the link still opens.
      expect((await lookup(token)).statusCode).toBe(200);
    },
  );
});

describe('rate limits and logs', () => {
  it('limits invitation lookups and acceptances per IP (429 with Retry-After)', async () => {
    const limited = await buildTestApp({
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        verifyEmail: { max: 2, windowMs: 60_000 },
        resetPassword: { max: 2, windowMs: 60_000 },
      },
    });
    try {
      const statuses = async (send: () => Promise<{ statusCode: number }>) => {
        const codes: number[] = [];
        for (let i = 0; i < 3; i += 1) codes.push((await send()).statusCode);
        return codes;
      };
      expect(
        await statuses(() => limited.inject({ url: `/v1/public/invitations/${'a'.repeat(43)}` })),
      ).toEqual([400, 400, 429]);
      const blocked = await limited.inject({
        method: 'POST',
        url: '/v1/public/invitations/accept',
        payload: { token: 'a'.repeat(43), password: 'whatever1' },
      });
      expect(blocked.statusCode).toBe(400);
      await limited.inject({
        method: 'POST',
        url: '/v1/public/invitations/accept',
        payload: { token: 'a'.repeat(43), password: 'whatever1' },
      });
      const third = await limited.inject({
        method: 'POST',
        url: '/v1/public/invitations/accept',
        payload: { token: 'a'.repeat(43), password: 'whatever1' },
      });
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('TOO_MANY_REQUESTS');
      expect(third.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });

  it('keeps invitation tokens out of logged URLs', () => {
    expect(redactUrl('/auth/invitation/abcDEF_-123')).toBe('/auth/invitation/[redacted]');
    expect(redactUrl('/v1/public/invitations/abcDEF_-123')).toBe('/v1/public/invitations/[redacted]');
    expect(redactUrl('/v1/public/invitations/accept')).toBe('/v1/public/invitations/accept');
  });
});
