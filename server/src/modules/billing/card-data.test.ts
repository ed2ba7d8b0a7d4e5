import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { captureStream } from '../../testing/capture-stream';
import { accessTokenFor, bearer, createUser } from '../../testing/factories';
import { cardBrand, isExpired, passesLuhn } from './card';

describe('card checks', () => {
  it('applies the Luhn check', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('names the brand from the number', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });

  it('takes a card as valid through its expiry month', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 2026, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
    expect(isExpired(12, 2025, now)).toBe(true);
  });
});

describe('card numbers and CVCs are kept nowhere', () => {
  const GOOD = '4242 4242 4242 4242';
  const DECLINED = '4000 0000 0000 0002';
  const BAD_LUHN = '4242 4242 4242 4241';
  const CVC = '7319';
  const searched = [GOOD, DECLINED, BAD_LUHN].flatMap((number) => [number, number.replaceAll(' ', '')]);

  let app: FastifyInstance;
  const log = captureStream();

  beforeAll(async () => {
    // The most verbose level: whatever any part of the server logs about a request is captured.
    app = await buildTestApp({ logLevel: 'trace' }, { logStream: log.stream });
  });

  afterAll(async () => {
    await app.close();
  });

  it('not in any column of any table, nor in any log line, whatever the answer was', async () => {
    const owner = await createUser(app);
    const headers = bearer(await accessTokenFor(app, owner));
    const add = (card_number: string, overrides: object = {}) =>
      app.inject({
        method: 'POST',
        url: '/v1/payments/methods',
        headers,
        payload: {
          card_number,
          exp_month: 12,
          exp_year: new Date().getUTCFullYear() + 2,
          cvc: CVC,
          holder_name: 'Card Holder',
          ...overrides,
        },
      });
    expect((await add(GOOD)).statusCode).toBe(201);
    expect((await add(GOOD.replaceAll(' ', ''))).statusCode).toBe(201);
    expect((await add(DECLINED)).statusCode).toBe(402);
    expect((await add(BAD_LUHN)).statusCode).toBe(400);
    expect((await add(GOOD, { cvc: '12x' })).statusCode).toBe(400);
    expect((await add(GOOD, { exp_year: 2020 })).statusCode).toBe(400);
    expect((await add(GOOD, { unknown_field: GOOD })).statusCode).toBe(400);
    // A number where the server does not expect one (a JSON body it cannot parse) is not echoed either.
    const broken = await app.inject({
      method: 'POST',
      url: '/v1/payments/methods',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"card_number": "${GOOD}", `,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toContain(GOOD);
    expect(
      (await app.inject({ method: 'POST', url: '/v1/payments/subscribe/pro', headers })).statusCode,
    ).toBe(200);

    const stored = await app.db.query<{ cvc: string; exp_month: number; last4: string }>(
      'SELECT * FROM payment_methods WHERE organization_id = $1',
      [owner.organization_id],
    );
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.last4).toBe('4242');
      expect(Object.values(row).map(String)).not.toContain(CVC);
    }

    const tables = await app.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining(['payment_methods', 'invoices', 'organizations', 'mail_outbox']),
    );
    for (const { table_name } of tables) {
      // Every column of every row, as text (the row's own text form covers every type).
      const rows = await app.db.query<{ hits: number }>(
        `SELECT count(*)::int AS hits FROM "${table_name}" AS t
         WHERE ${searched.map((_, index) => `strpos(t::text, $${index + 1}) > 0`).join(' OR ')}`,
        searched,
      );
      expect([table_name, rows[0]?.hits]).toEqual([table_name, 0]);
    }
    const columns = await app.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'payment_methods'`,
    );
    expect(
      columns.map((column) => column.column_name).filter((name) => /cvc|cvv|number|pan/.test(name)),
    ).toEqual([]);

    const logged = log.text();
    expect(logged).toContain('/v1/payments/methods');
    for (const number of searched) expect(logged).not.toContain(number);
    expect(logged).not.toContain(`"${CVC}"`);
  });
});
