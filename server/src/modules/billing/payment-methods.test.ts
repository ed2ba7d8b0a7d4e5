import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../lib/permissions';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createUser } from '../../testing/factories';
import { CARD_ATTEMPTS_PER_ORGANIZATION } from './routes';

type Headers = Record<string, string>;

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const card = (overrides: object = {}) => ({
  card_number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: NEXT_YEAR,
  cvc: '123',
  holder_name: 'Ada Lovelace',
  ...overrides,
});

async function signedIn(role: Role = 'owner') {
  const user = await createUser(app, { role });
  return { user, headers: bearer(await accessTokenFor(app, user)) };
}

const add = (headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: '/v1/payments/methods', headers, payload });
const list = async (headers: Headers) =>
  (await app.inject({ url: '/v1/payments/methods', headers })).json().methods;
const patch = (headers: Headers, id: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/v1/payments/methods/${id}`, headers, payload });
const remove = (headers: Headers, id: string) =>
  app.inject({ method: 'DELETE', url: `/v1/payments/methods/${id}`, headers });

describe('POST /v1/payments/methods', () => {
  it('adds a card the sandbox provider accepts, keeping brand, last four, expiry and holder; the first is default', async () => {
    const { headers } = await signedIn();
    const first = await add(headers, card());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: NEXT_YEAR,
      holder_name: 'Ada Lovelace',
      is_default: true,
      created_at: expect.any(String),
    });
    const second = await add(
      headers,
      card({ card_number: '5555555555554444', holder_name: ' Grace Hopper ' }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      holder_name: 'Grace Hopper',
      is_default: false,
    });
    expect(await list(headers)).toEqual([first.json(), second.json()]);
  });

  it('answers 402 card_declined for the declining test card and stores nothing', async () => {
    const { headers } = await signedIn();
    const response = await add(headers, card({ card_number: '4000 0000 0000 0002' }));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'card_declined' });
    expect(await list(headers)).toEqual([]);
  });

  it('limits card attempts per organisation, declined ones included: no testing card numbers (429)', async () => {
    const { headers } = await signedIn();
    for (let attempt = 0; attempt < CARD_ATTEMPTS_PER_ORGANIZATION.max; attempt += 1) {
      const number = attempt % 2 === 0 ? '4000 0000 0000 0002' : '4242 4242 4242 4241';
      expect((await add(headers, card({ card_number: number }))).statusCode).toBe(
        attempt % 2 === 0 ? 402 : 400,
      );
    }
    const refused = await add(headers, card());
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await list(headers)).toEqual([]);
    // Another organisation is not held back.
    expect((await add((await signedIn()).headers, card())).statusCode).toBe(201);
  });

  it('refuses a number failing the Luhn check, and an expired card, with 400 and the field', async () => {
    const { headers } = await signedIn();
    const luhn = await add(headers, card({ card_number: '4242 4242 4242 4241' }));
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'card_number', code: 'invalid_card_number' }],
    });
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const expired = await add(
      headers,
      card({ exp_month: lastMonth.getUTCMonth() + 1, exp_year: lastMonth.getUTCFullYear() }),
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ details: [{ field: 'exp_month', code: 'card_expired' }] });
    expect(await list(headers)).toEqual([]);
    // A card is good through its expiry month.
    const thisMonth = await add(
      headers,
      card({ exp_month: now.getUTCMonth() + 1, exp_year: now.getUTCFullYear() }),
    );
    expect(thisMonth.statusCode).toBe(201);
  });

  it.each([
    ['card_number', { card_number: '4242-4242-4242-4242x' }],
    ['card_number', { card_number: '4242' }],
    ['card_number', { card_number: 4242424242424242 }],
    ['exp_month', { exp_month: 13 }],
    ['exp_month', { exp_month: 0 }],
    ['exp_month', { exp_month: '12' }],
    ['exp_year', { exp_year: 26 }],
    ['cvc', { cvc: '12' }],
    ['cvc', { cvc: '12345' }],
    ['cvc', { cvc: 'abc' }],
    ['holder_name', { holder_name: '' }],
    ['holder_name', { holder_name: '   ' }],
    ['holder_name', { holder_name: 'x'.repeat(101) }],
    ['cvc', { cvc: undefined }],
    ['pin', { pin: '0000' }],
  ])('refuses a bad %s with 400 and stores nothing', async (field, overrides) => {
    const { headers } = await signedIn();
    const response = await add(headers, card(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await list(headers)).toEqual([]);
  });

  it('accepts four-digit CVCs and holder names of 100 characters', async () => {
    const { headers } = await signedIn();
    const response = await add(
      headers,
      card({ card_number: '378282246310005', cvc: '1234', holder_name: 'x'.repeat(100) }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ brand: 'amex', last4: '0005' });
  });
});

describe('PATCH /v1/payments/methods/{id}', () => {
  it('moves the default, and corrects expiry and holder name', async () => {
    const { headers } = await signedIn();
    const first = (await add(headers, card())).json();
    const second = (await add(headers, card({ card_number: '5555555555554444' }))).json();
    const made = await patch(headers, second.id, { is_default: true });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ id: second.id, is_default: true });
    expect((await list(headers)).map((method: { is_default: boolean }) => method.is_default)).toEqual([
      false,
      true,
    ]);

    const edited = await patch(headers, first.id, {
      exp_month: 3,
      exp_year: NEXT_YEAR + 2,
      holder_name: 'A. King',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      exp_month: 3,
      exp_year: NEXT_YEAR + 2,
      holder_name: 'A. King',
      is_default: false,
    });
  });

  it('refuses an expiry in the past, an empty body and is_default false, and changes nothing', async () => {
    const { headers } = await signedIn();
    const method = (await add(headers, card())).json();
    const past = await patch(headers, method.id, { exp_year: 2020 });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ details: [{ code: 'card_expired' }] });
    expect((await patch(headers, method.id, {})).statusCode).toBe(400);
    expect((await patch(headers, method.id, { is_default: false })).statusCode).toBe(400);
    expect(await list(headers)).toEqual([method]);
  });

  it("answers 404 for another organisation's method, an unknown or a malformed id", async () => {
    const { headers } = await signedIn();
    const other = await signedIn();
    const theirs = (await add(other.headers, card())).json();
    for (const id of [theirs.id, randomUUID(), 'x']) {
      expect((await patch(headers, id, { holder_name: 'Thief' })).statusCode).toBe(404);
      expect((await remove(headers, id)).statusCode).toBe(404);
    }
    expect(await list(other.headers)).toEqual([theirs]);
  });
});

describe('DELETE /v1/payments/methods/{id}', () => {
  it('removes methods; on the free plan the default too, the newest remaining becoming default', async () => {
    const { headers } = await signedIn();
    const first = (await add(headers, card())).json();
    const second = (await add(headers, card({ card_number: '5555555555554444' }))).json();
    const third = (await add(headers, card({ card_number: '378282246310005', cvc: '1234' }))).json();
    expect((await remove(headers, second.id)).statusCode).toBe(204);
    expect((await remove(headers, first.id)).statusCode).toBe(204);
    expect(await list(headers)).toEqual([{ ...third, is_default: true }]);
  });

  it('refuses to remove the default method while a paid plan is billed to it', async () => {
    const { user, headers } = await signedIn();
    const first = (await add(headers, card())).json();
    const second = (await add(headers, card({ card_number: '5555555555554444' }))).json();
    await app.db.query(`UPDATE organizations SET plan = 'pro' WHERE id = $1`, [user.organization_id]);
    const refused = await remove(headers, first.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'default_method_required' });
    expect((await remove(headers, second.id)).statusCode).toBe(204);
    expect(await list(headers)).toEqual([first]);
  });
});

describe('who may manage payment methods', () => {
  it('is the owner only: admins, editors and viewers get 403 and change nothing', async () => {
    const { user, headers } = await signedIn('owner');
    const method = (await add(headers, card())).json();
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const member = await createUser(app, { role, organizationId: user.organization_id });
      const theirs = bearer(await accessTokenFor(app, member));
      expect((await app.inject({ url: '/v1/payments/methods', headers: theirs })).statusCode).toBe(403);
      expect((await add(theirs, card())).statusCode).toBe(403);
      expect((await patch(theirs, method.id, { holder_name: 'X' })).statusCode).toBe(403);
      expect((await remove(theirs, method.id)).statusCode).toBe(403);
    }
    expect(await list(headers)).toEqual([method]);
  });
});
