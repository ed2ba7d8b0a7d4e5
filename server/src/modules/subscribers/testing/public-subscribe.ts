import type { FastifyInstance } from 'fastify';
import { uniqueEmail } from '../../../testing/build-test-app';
import { createComponent, createPage, createUser } from '../../../testing/factories';
import { findMailsTo } from '../../mail/repository';

/** A published page of a new organisation on `plan`, taking subscriptions unless told, with API and Web. */
export async function openPage(
  app: FastifyInstance,
  options: { allowSubscribers?: boolean; published?: boolean; plan?: 'free' | 'pro' | 'business' } = {},
) {
  const owner = await createUser(app);
  const page = await createPage(app, owner.organization_id, 'Acme');
  await app.db.query('UPDATE pages SET published = $2, allow_subscribers = $3 WHERE id = $1', [
    page.id,
    options.published ?? true,
    options.allowSubscribers ?? true,
  ]);
  if (options.plan) {
    await app.db.query('UPDATE organizations SET plan = $2 WHERE id = $1', [
      owner.organization_id,
      options.plan,
    ]);
  }
  const api = await createComponent(app, page.id, { name: 'API' });
  const web = await createComponent(app, page.id, { name: 'Web' });
  return { owner, page, api, web };
}

export const subscriberEmail = () => uniqueEmail('pubsub');

/**
 * Fresh subscriber addresses remembered for clean-up: `email()` makes one, `drop(app)` removes the mails
 * queued to those made so far (call it after each test).
 */
export function trackedEmails() {
  const used: string[] = [];
  return {
    email: () => {
      const address = subscriberEmail();
      used.push(address);
      return address;
    },
    drop: (app: FastifyInstance) => dropQueuedMails(app, used.splice(0)),
  };
}

export function subscribe(app: FastifyInstance, slug: string, payload: object, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: `/v1/public/pages/${encodeURIComponent(slug)}/subscribers`,
    payload,
    remoteAddress,
  });
}

/** The 43-character token after `/<path>?token=` in a mail body (confirm, manage or unsubscribe). */
export function tokenIn(body: string, path: 'confirm' | 'manage' | 'unsubscribe'): string {
  const match = new RegExp(`/public-page/subscriptions/${path}\\?token=([A-Za-z0-9_-]{43})`).exec(body);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`);
  return match[1];
}

/** The mails queued to `email`, oldest first. */
export const mailsTo = (app: FastifyInstance, email: string) => findMailsTo(app.db, email);

export async function subscriberOf(app: FastifyInstance, pageId: string, email: string) {
  const rows = await app.db.query<{ id: string; state: string; component_ids: string[] | null }>(
    `SELECT id, state, component_ids::text[] AS component_ids FROM subscribers
     WHERE page_id = $1 AND lower(email) = lower($2)`,
    [pageId, email],
  );
  return rows[0] ?? null;
}

/**
 * On a PostgreSQL shared with other test files their outbox workers deliver every due mail; these tests
 * read the outbox instead, and remove what they queued so it never holds anybody up.
 */
export async function dropQueuedMails(app: FastifyInstance, emails: string[]) {
  await app.db.query('DELETE FROM mail_outbox WHERE lower(to_address) = ANY($1::text[])', [
    emails.map((email) => email.toLowerCase()),
  ]);
}
