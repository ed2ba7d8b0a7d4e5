import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createUser } from '../../testing/factories';
import { findMailsTo } from '../mail/repository';
import type { UserRow } from '../users/repository';
import { issueInvoice } from './testing/invoices';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

async function signedIn(organizationId?: string, role: 'owner' | 'admin' = 'owner') {
  const user = await createUser(app, { organizationId, role });
  return { user, headers: bearer(await accessTokenFor(app, user)) };
}

const sequencesOf = async (user: UserRow) =>
  (
    await app.db.query<{ sequence: number; number: string }>(
      'SELECT sequence, number FROM invoices WHERE organization_id = $1 ORDER BY sequence',
      [user.organization_id],
    )
  ).map((row) => row.sequence);

const putDetails = (headers: Record<string, string>, body: object) =>
  app.inject({
    method: 'PUT',
    url: '/v1/payments/billing-details',
    headers,
    payload: { name: null, address: null, vat_id: null, language: 'en', ...body },
  });

/** The PDF's text streams, inflated: where the embedded font's Unicode map lives. */
function inflatedStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream (or trailing bytes): skipped
    }
  }
  return parts.join('\n');
}

describe('invoice numbers', () => {
  it('numbers concurrent issues in one organisation 1..N with none skipped, one code per organisation', async () => {
    const { user } = await signedIn();
    const issued = await Promise.all(
      Array.from({ length: 6 }, () => issueInvoice(app, user.organization_id)),
    );
    expect(await sequencesOf(user)).toEqual([1, 2, 3, 4, 5, 6]);
    const codes = new Set(issued.map((invoice) => /^SD-(\d+)-\d{6}$/.exec(invoice.number)?.[1]));
    expect(codes.size).toBe(1);
    const other = await signedIn();
    const first = await issueInvoice(app, other.user.organization_id);
    expect(first.number).toMatch(/-000001$/);
    expect(codes.has(/^SD-(\d+)-/.exec(first.number)?.[1])).toBe(false);
  });

  it('numbers the committed ones 1..N when concurrent issues roll back in between', async () => {
    const { user } = await signedIn();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 9 }, (_, index) =>
        issueInvoice(app, user.organization_id, async () => {
          if (index % 3 === 1) throw new Error('the charge was not recorded');
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(3);
    expect(await sequencesOf(user)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives a rolled-back issue’s number to the next invoice, and its mail is never queued', async () => {
    const { user } = await signedIn();
    await issueInvoice(app, user.organization_id);
    await expect(
      issueInvoice(app, user.organization_id, async () => {
        throw new Error('the charge was not recorded');
      }),
    ).rejects.toThrow('the charge was not recorded');
    const next = await issueInvoice(app, user.organization_id);
    expect(next.number).toMatch(/-000002$/);
    expect(await sequencesOf(user)).toEqual([1, 2]);
    expect(await findMailsTo(app.db, user.email)).toHaveLength(2);
  });
});

describe('an issued invoice', () => {
  it('refuses any change of its content and its deletion, but goes with its organisation', async () => {
    const { user } = await signedIn();
    const invoice = await issueInvoice(app, user.organization_id);
    await expect(
      app.db.query('UPDATE invoices SET amount_cents = 1 WHERE id = $1', [invoice.id]),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      app.db.query("UPDATE invoices SET customer_name = 'Someone else' WHERE id = $1", [invoice.id]),
    ).rejects.toThrow(/cannot be changed/);
    await expect(app.db.query('DELETE FROM invoices WHERE id = $1', [invoice.id])).rejects.toThrow(
      /cannot be deleted/,
    );
    await app.db.query("UPDATE invoices SET status = 'paid' WHERE id = $1", [invoice.id]);
    await app.db.query('DELETE FROM organizations WHERE id = $1', [user.organization_id]);
    expect(await app.db.query('SELECT id FROM invoices WHERE id = $1', [invoice.id])).toEqual([]);
  });

  it('keeps the billing details it was issued with after they change', async () => {
    const { user, headers } = await signedIn();
    const saved = await putDetails(headers, {
      name: '  Example Ops GmbH ',
      address: 'Line one\n\n  Line two  ',
      vat_id: 'de123456789',
    });
    expect(saved.json()).toEqual({
      name: 'Example Ops GmbH',
      address: 'Line one\nLine two',
      vat_id: 'DE123456789',
      language: 'en',
    });
    const first = await issueInvoice(app, user.organization_id);
    expect((await putDetails(headers, { name: 'Renamed Ltd', language: 'ru' })).statusCode).toBe(200);
    const second = await issueInvoice(app, user.organization_id);
    const old = (await app.inject({ url: `/v1/payments/invoices/${first.id}`, headers })).json();
    expect(old).toMatchObject({
      number: first.number,
      language: 'en',
      customer: { name: 'Example Ops GmbH', address: 'Line one\nLine two', vat_id: 'DE123456789' },
      seller: { name: 'Statusdeck', address: '' },
      lines: [{ kind: 'plan', plan: 'pro', amount_cents: 2900 }],
      amount_cents: 2900,
      card_brand: 'visa',
      card_last4: '4242',
    });
    const fresh = (await app.inject({ url: `/v1/payments/invoices/${second.id}`, headers })).json();
    expect(fresh).toMatchObject({
      language: 'ru',
      customer: { name: 'Renamed Ltd', address: null, vat_id: null },
    });
  });

  it('names the organisation when no billing name is set', async () => {
    const { user, headers } = await signedIn();
    const invoice = await issueInvoice(app, user.organization_id);
    const organization = (await app.inject({ url: '/v1/organizations', headers })).json();
    const body = (await app.inject({ url: `/v1/payments/invoices/${invoice.id}`, headers })).json();
    expect(body.customer.name).toBe(organization.name);
  });
});

describe('billing details', () => {
  it('refuses a malformed VAT ID or a name on two lines, and changes nothing', async () => {
    const { headers } = await signedIn();
    await putDetails(headers, { name: 'Kept', vat_id: 'FR12345678901' });
    for (const body of [{ vat_id: 'not a <vat>' }, { name: 'Two\nlines' }, { language: 'de' }]) {
      const response = await putDetails(headers, { name: 'Changed', ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await app.inject({ url: '/v1/payments/billing-details', headers })).json()).toMatchObject({
      name: 'Kept',
      vat_id: 'FR12345678901',
    });
  });

  it('start in the language the organisation was founded in (the sign-up’s), Russian or English', async () => {
    for (const [acceptLanguage, language] of [
      ['ru-RU,ru;q=0.9', 'ru'],
      ['en-GB', 'en'],
    ] as const) {
      const email = `founder-${language}-${Math.random().toString(36).slice(2)}@example.com`;
      const registered = await app.inject({
        method: 'POST',
        url: '/v1/register',
        headers: { 'accept-language': acceptLanguage },
        payload: { email, password: 'long enough 1' },
      });
      expect(registered.statusCode).toBe(201);
      const [row] = await app.db.query<{ billing_language: string }>(
        'SELECT o.billing_language FROM organizations o JOIN users u ON u.organization_id = o.id WHERE u.email = $1',
        [email],
      );
      expect(row?.billing_language).toBe(language);
    }
  });

  it('is the owners’ only', async () => {
    const owner = await signedIn();
    const admin = await signedIn(owner.user.organization_id, 'admin');
    expect(
      (await app.inject({ url: '/v1/payments/billing-details', headers: admin.headers })).statusCode,
    ).toBe(403);
    expect((await putDetails(admin.headers, { name: 'Admin Ltd' })).statusCode).toBe(403);
  });
});

describe('the invoice routes', () => {
  it('answer the invoice and its PDF, named after its number', async () => {
    const { user, headers } = await signedIn();
    const invoice = await issueInvoice(app, user.organization_id);
    const list = (await app.inject({ url: '/v1/payments/invoices', headers })).json();
    expect(list.invoices[0]).toMatchObject({ id: invoice.id, number: invoice.number });
    const response = await app.inject({ url: `/v1/payments/invoices/${invoice.id}/pdf`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).toContain(invoice.number);
  });

  it('embed a font with Cyrillic in a Russian invoice', async () => {
    const { user, headers } = await signedIn();
    await putDetails(headers, { name: 'ООО «Пример»', language: 'ru' });
    const invoice = await issueInvoice(app, user.organization_id);
    const response = await app.inject({ url: `/v1/payments/invoices/${invoice.id}/pdf`, headers });
    const pdf = response.rawPayload;
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    // The font's Unicode map names the Cyrillic letters drawn: С (U+0421) of «Счёт», О (U+041E).
    const streams = inflatedStreams(pdf);
    expect(streams).toMatch(/<0421>/i);
    expect(streams).toMatch(/<041e>/i);
  });

  it("answer 404 for another organisation's invoice, an unknown id and a malformed one", async () => {
    const victim = await signedIn();
    const invoice = await issueInvoice(app, victim.user.organization_id);
    const { headers } = await signedIn();
    for (const id of [invoice.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const suffix of ['', '/pdf']) {
        const response = await app.inject({ url: `/v1/payments/invoices/${id}${suffix}`, headers });
        expect([id, suffix, response.statusCode]).toEqual([id, suffix, 404]);
        expect(response.json().code).toBe('not_found');
      }
    }
  });
});

describe('the invoice mail', () => {
  it('is queued to each owner, not to admins, in the billing language, linking to the invoice', async () => {
    const owner = await signedIn();
    const second = await signedIn(owner.user.organization_id, 'owner');
    const admin = await signedIn(owner.user.organization_id, 'admin');
    await putDetails(owner.headers, { language: 'ru' });
    const invoice = await issueInvoice(app, owner.user.organization_id);
    for (const user of [owner.user, second.user]) {
      const [mail, ...more] = await findMailsTo(app.db, user.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(`Ваш счёт Statusdeck ${invoice.number}`);
      expect(mail?.text_body).toContain(
        `${app.config.publicUrl}/settings/subscription/invoices/${invoice.id}`,
      );
      expect(mail?.text_body).toContain('Visa •••• 4242');
    }
    expect(await findMailsTo(app.db, admin.user.email)).toEqual([]);
  });
});
