import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../lib/permissions';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createUser } from '../../testing/factories';
import type { UserRow } from '../users/repository';
import { createApiTokenFor } from './testing/tokens';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

async function signedIn(options: { role?: Role; organizationId?: string } = {}) {
  const user = await createUser(app, options);
  return { user, headers: bearer(await accessTokenFor(app, user)) };
}

const create = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/v1/api-tokens', headers, payload });
const list = (headers: Record<string, string>) => app.inject({ url: '/v1/api-tokens', headers });
const revoke = (headers: Record<string, string>, id: string) =>
  app.inject({ method: 'DELETE', url: `/v1/api-tokens/${id}`, headers });
const pagesWith = (token: string) => app.inject({ url: '/v1/pages', headers: bearer(token) });

describe('POST /v1/api-tokens', () => {
  it('answers the secret once, keeps only its SHA-256, and lists the token without it', async () => {
    const { user, headers } = await signedIn({ role: 'admin' });
    const response = await create(headers, { name: '  Deploy bot ', role: 'editor' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^sdk_[0-9A-Za-z]{43}$/);
    expect(body).toEqual({
      id: expect.any(String),
      name: 'Deploy bot',
      prefix: body.token.slice(0, 12),
      role: 'editor',
      created_at: expect.any(String),
      last_used_at: null,
      expires_at: null,
      created_by_email: user.email,
      token: body.token,
    });

    const [row] = await app.db.query<Record<string, unknown>>('SELECT * FROM api_tokens WHERE id = $1', [
      body.id,
    ]);
    expect(row?.token_hash).toBe(createHash('sha256').update(body.token).digest('hex'));
    const secretPart = String(body.token).slice(4);
    for (const value of Object.values(row ?? {})) expect(String(value)).not.toContain(secretPart);

    const listed = await list(headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ tokens: [{ ...body, token: undefined }] });
    expect(listed.body).not.toContain(secretPart);
    // The secret works as a bearer credential.
    expect((await pagesWith(body.token)).statusCode).toBe(200);
  });

  it('makes a different secret every time', async () => {
    const { headers } = await signedIn();
    const first = (await create(headers, { name: 'One', role: 'viewer' })).json();
    const second = (await create(headers, { name: 'Two', role: 'viewer' })).json();
    expect(first.token).not.toBe(second.token);
    expect(first.prefix).not.toBe(second.prefix);
  });

  it('keeps an expiry in the future and refuses one in the past', async () => {
    const { headers } = await signedIn();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const made = await create(headers, { name: 'Short', role: 'viewer', expires_at: future });
    expect(made.statusCode).toBe(201);
    expect(made.json().expires_at).toBe(future);

    const past = await create(headers, { name: 'Late', role: 'viewer', expires_at: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'expires_at', code: 'not_in_future' }],
    });
    expect((await list(headers)).json().tokens).toHaveLength(1);
  });

  it.each([
    [{ role: 'viewer' }, 'name', 'required'],
    [{ name: '   ', role: 'viewer' }, 'name', 'invalid_format'],
    [{ name: 'x'.repeat(101), role: 'viewer' }, 'name', 'too_long'],
    [{ name: 'Bot' }, 'role', 'required'],
    [{ name: 'Bot', role: 'superuser' }, 'role', 'invalid_value'],
    [{ name: 'Bot', role: 'viewer', expires_at: 'tomorrow' }, 'expires_at', 'invalid_format'],
    // A leap second in the past: valid date-time text that Date cannot read.
    [{ name: 'Bot', role: 'viewer', expires_at: '1998-12-31T23:59:60Z' }, 'expires_at', 'invalid_format'],
    [{ name: 'Bot', role: 'viewer', secret: 'sdk_mine' }, 'secret', 'unknown_field'],
  ])('refuses %j with 400 (%s: %s) and creates nothing', async (payload, field, code) => {
    const { headers } = await signedIn();
    const response = await create(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: expect.arrayContaining([expect.objectContaining({ field, code })]),
    });
    expect((await list(headers)).json().tokens).toEqual([]);
  });

  it("refuses a role above the creator's own with 403", async () => {
    const { headers } = await signedIn({ role: 'admin' });
    const response = await create(headers, { name: 'Too strong', role: 'owner' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    expect((await create(headers, { name: 'Equal', role: 'admin' })).statusCode).toBe(201);
    expect((await list(headers)).json().tokens.map((token: { name: string }) => token.name)).toEqual([
      'Equal',
    ]);
  });

  it('lets an owner create a token of every role', async () => {
    const { user, headers } = await signedIn({ role: 'owner' });
    await app.db.query(`UPDATE organizations SET plan = 'pro' WHERE id = $1`, [user.organization_id]);
    for (const role of ['viewer', 'editor', 'admin', 'owner']) {
      const response = await create(headers, { name: role, role });
      expect([role, response.statusCode]).toEqual([role, 201]);
    }
  });
});

describe('the API tokens plan limit (free: 2)', () => {
  async function atLimit(): Promise<{ user: UserRow; headers: Record<string, string>; ids: string[] }> {
    const { user, headers } = await signedIn();
    const ids = [];
    for (const name of ['One', 'Two']) ids.push((await create(headers, { name, role: 'viewer' })).json().id);
    return { user, headers, ids };
  }

  it('answers 402 PLAN_LIMIT_REACHED past the limit and creates nothing', async () => {
    const { headers } = await atLimit();
    const response = await create(headers, { name: 'Three', role: 'viewer' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
    expect((await list(headers)).json().tokens).toHaveLength(2);
  });

  it('frees a place when a token is revoked or has expired', async () => {
    const { headers, ids } = await atLimit();
    expect((await revoke(headers, ids[0] ?? '')).statusCode).toBe(204);
    expect((await create(headers, { name: 'Three', role: 'viewer' })).statusCode).toBe(201);
    expect((await create(headers, { name: 'Four', role: 'viewer' })).statusCode).toBe(402);
    await app.db.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      ids[1],
    ]);
    expect((await create(headers, { name: 'Four', role: 'viewer' })).statusCode).toBe(201);
  });

  it('lets exactly one of two concurrent creates at the limit through', async () => {
    const { headers } = await signedIn();
    expect((await create(headers, { name: 'One', role: 'viewer' })).statusCode).toBe(201);
    const answers = await Promise.all([
      create(headers, { name: 'Two', role: 'viewer' }),
      create(headers, { name: 'Three', role: 'viewer' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 402]);
    expect((await list(headers)).json().tokens).toHaveLength(2);
  });

  it('follows the plan: pro allows more', async () => {
    const { user, headers } = await atLimit();
    await app.db.query(`UPDATE organizations SET plan = 'pro' WHERE id = $1`, [user.organization_id]);
    expect((await create(headers, { name: 'Three', role: 'viewer' })).statusCode).toBe(201);
  });
});

describe('GET /v1/api-tokens', () => {
  it("lists only the caller's organisation's live tokens, oldest first, expired ones too", async () => {
    const { user, headers } = await signedIn();
    const colleague = await createUser(app, { role: 'admin', organizationId: user.organization_id });
    const stranger = await createUser(app);
    await createApiTokenFor(app, stranger, { name: 'Theirs' });
    const mine = await createApiTokenFor(app, user, { name: 'Mine', role: 'viewer' });
    const theirs = await createApiTokenFor(app, colleague, {
      name: 'Colleague',
      expiresAt: '2020-01-01T00:00:00.000Z',
    });
    // Made within the same clock tick they would be ordered by id: give the second a later time.
    await app.db.query(`UPDATE api_tokens SET created_at = created_at + interval '1 second' WHERE id = $1`, [
      theirs.id,
    ]);
    const gone = await createApiTokenFor(app, user, { name: 'Revoked' });
    await revoke(headers, gone.id);
    const tokens = (await list(headers)).json().tokens;
    expect(tokens.map((token: { name: string }) => token.name)).toEqual(['Mine', 'Colleague']);
    expect(tokens[0]).toMatchObject({ id: mine.id, role: 'viewer', created_by_email: user.email });
    expect(tokens[1]).toMatchObject({
      expires_at: '2020-01-01T00:00:00.000Z',
      created_by_email: colleague.email,
    });
  });

  it('is refused to editors and viewers', async () => {
    for (const role of ['editor', 'viewer'] as const) {
      const { headers } = await signedIn({ role });
      expect((await list(headers)).statusCode).toBe(403);
      expect((await create(headers, { name: 'x', role: 'viewer' })).statusCode).toBe(403);
    }
  });
});

describe('DELETE /v1/api-tokens/{id}', () => {
  it('revokes at once: the next request with the token is 401, and it leaves the list', async () => {
    const { user, headers } = await signedIn();
    const token = await createApiTokenFor(app, user);
    expect((await pagesWith(token.token)).statusCode).toBe(200);
    expect((await revoke(headers, token.id)).statusCode).toBe(204);
    const refused = await pagesWith(token.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'unauthorized' });
    expect((await list(headers)).json().tokens).toEqual([]);
    expect((await revoke(headers, token.id)).statusCode).toBe(404);
  });

  it("answers 404 for another organisation's token, an unknown id or a malformed one, and revokes nothing", async () => {
    const { headers } = await signedIn();
    const stranger = await createUser(app);
    const theirs = await createApiTokenFor(app, stranger);
    for (const id of [theirs.id, randomUUID(), 'not-an-id']) {
      const response = await revoke(headers, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await pagesWith(theirs.token)).statusCode).toBe(200);
  });
});

describe('tokens are managed by people only', () => {
  it('refuses an owner-ceiling API token on every token route with 403 person_required', async () => {
    const { user } = await signedIn();
    const token = await createApiTokenFor(app, user, { role: 'owner' });
    const headers = bearer(token.token);
    for (const response of [
      await list(headers),
      await create(headers, { name: 'Child', role: 'viewer' }),
      await revoke(headers, token.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'person_required' });
    }
    expect((await pagesWith(token.token)).statusCode).toBe(200);
  });
});
