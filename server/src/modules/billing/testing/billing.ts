import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../../lib/enums';
import { accessTokenFor, bearer, createUser } from '../../../testing/factories';
import type { UserRow } from '../../users/repository';
import { INVOICE_COPY } from '../invoice-copy';
import type { SandboxBillingProvider } from '../sandbox-provider';

export type Headers = Record<string, string>;
export type Session = { user: UserRow; headers: Headers };

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** Calls for billing tests against one app and its sandbox provider. */
export function billingHelpers(app: () => FastifyInstance, provider: SandboxBillingProvider) {
  const signedIn = async (): Promise<Session> => {
    const user = await createUser(app());
    return { user, headers: bearer(await accessTokenFor(app(), user)) };
  };
  const addCard = async (headers: Headers, number = '4242424242424242') => {
    const response = await app().inject({
      method: 'POST',
      url: '/v1/payments/methods',
      headers,
      payload: { card_number: number, exp_month: 1, exp_year: NEXT_YEAR, cvc: '321', holder_name: 'Owner' },
    });
    if (response.statusCode !== 201) throw new Error(`card not added: ${response.body}`);
    return response.json() as { id: string; is_default: boolean };
  };
  const post = (headers: Headers, url: string) => app().inject({ method: 'POST', url, headers });
  const get = (headers: Headers, url: string) => app().inject({ url, headers });
  const invoices = async (headers: Headers) => (await get(headers, '/v1/payments/invoices')).json().invoices;
  /** The charges the provider made to the organisation's cards. */
  const chargesOf = async (user: UserRow) => {
    const cards = await app().db.query<{ provider_ref: string }>(
      'SELECT provider_ref FROM payment_methods WHERE organization_id = $1',
      [user.organization_id],
    );
    return provider.charges.filter((charge) => cards.some((card) => card.provider_ref === charge.ref));
  };
  const stateOf = async (user: UserRow) => {
    const rows = await app().db.query<{
      plan: string;
      plan_period_start: Date | null;
      plan_period_end: Date | null;
      scheduled_plan: string | null;
      billing_due_at: Date | null;
      renewal_failures: number;
      lapsed_at: Date | null;
    }>(
      `SELECT plan, plan_period_start, plan_period_end, scheduled_plan, billing_due_at, renewal_failures, lapsed_at
       FROM organizations WHERE id = $1`,
      [user.organization_id],
    );
    const row = rows[0];
    if (!row) throw new Error('organisation not found');
    return row;
  };
  /** On `plan` with a good card, its period running from now. */
  const onPlan = async (plan: 'pro' | 'business'): Promise<Session & { end: Date }> => {
    const session = await signedIn();
    await addCard(session.headers);
    const response = await post(session.headers, `/v1/payments/subscribe/${plan}`);
    if (response.statusCode !== 200) throw new Error(`not subscribed: ${response.body}`);
    const end = (await stateOf(session.user)).plan_period_end;
    if (!end) throw new Error('no period');
    return { ...session, end };
  };
  /** Subjects of the mails queued to the user, but for the invoices' own (invoices.test.ts covers those). */
  const mailsTo = async (user: UserRow) =>
    (
      await app().db.query<{ subject: string }>(
        'SELECT subject FROM mail_outbox WHERE to_address = $1 ORDER BY created_at, id',
        [user.email],
      )
    )
      .map((row) => row.subject)
      .filter(
        (subject) =>
          !LANGUAGES.some((language) => subject.startsWith(INVOICE_COPY[language].mailSubject(''))),
      );
  /**
   * Makes the next COMMIT that inserts an invoice for this organisation fail, once (a deferred constraint
   * trigger fires at COMMIT, after every statement of the transaction has succeeded). Returns its removal.
   */
  const failCommitOnce = async (user: UserRow): Promise<() => Promise<void>> => {
    const name = `fail_commit_${randomUUID().replaceAll('-', '')}`;
    await app().db.exec(`
      CREATE SEQUENCE ${name};
      CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.organization_id = '${user.organization_id}' AND nextval('${name}') = 1 THEN
          RAISE EXCEPTION 'the commit failed';
        END IF;
        RETURN NULL;
      END $$;
      CREATE CONSTRAINT TRIGGER ${name} AFTER INSERT ON invoices DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION ${name}();`);
    return async () => {
      await app().db.exec(
        `DROP TRIGGER ${name} ON invoices; DROP FUNCTION ${name}(); DROP SEQUENCE ${name};`,
      );
    };
  };
  return { signedIn, addCard, post, get, invoices, chargesOf, stateOf, onPlan, mailsTo, failCommitOnce };
}

export const later = (date: Date, ms: number) => new Date(date.getTime() + ms);
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
