import type { FastifyInstance } from 'fastify';
import { createPage, createUser } from '../../../test/factories';
import { clientFor } from '../../pages/test-client';
import type { PublicComponent, PublicComponentEntry, PublicPageSnapshot } from './snapshot-types';

/** A published page of a new organisation and an owner's client to change it through the API. */
export async function publishedPage(app: FastifyInstance, name = 'Acme') {
  const owner = await createUser(app);
  const page = await createPage(app, owner.organization_id, name);
  await app.db.query('UPDATE pages SET published = true WHERE id = $1', [page.id]);
  const client = clientFor(app, owner);
  return { owner, page, client, url: `/v1/public/pages/${page.slug}` };
}

export async function publicGet(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

export async function snapshotAt(app: FastifyInstance, url: string): Promise<PublicPageSnapshot> {
  const response = await publicGet(app, url);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Every component shown, in display order, flattened out of their groups. */
export function shownComponents(entries: readonly PublicComponentEntry[]): PublicComponent[] {
  return entries.flatMap((entry) => (entry.type === 'group' ? entry.components : [entry]));
}

/** Polls `check` until it holds: for what arrives from another process (a NOTIFY over the network). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
