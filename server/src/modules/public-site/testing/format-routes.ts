// Shared set-up of the format route suites (formats/routes-*.test.ts): one app per suite file, a page built
// through the management API, and the readers of its public answers.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createUser } from '../../../testing/factories';
import { markDomainVerified } from '../../domains/testing/verified';
import { clientFor } from '../../pages/testing/client';
import { app, usePublicApp } from './suite-app';

export { app };

export const PUBLIC_URL = 'https://statusdeck.example';

export const unique = () => randomBytes(5).toString('hex');

/** A published page with a verified custom domain, a group of two components, an ungrouped one, incidents, maintenance. */
export async function publishedPage(options: { publish?: boolean } = {}) {
  const owner = clientFor(app, await createUser(app));
  const domain = `status.${unique()}.example.com`;
  const created = await owner.post('/v1/pages', {
    name: 'Acme',
    custom_domain: domain,
    published: options.publish ?? true,
  });
  expect(created.statusCode).toBe(201);
  const page = created.json();
  await markDomainVerified(app.db, page.id);
  const group = (await owner.post(`/v1/pages/${page.id}/component-groups`, { name: 'Core' })).json();
  const component = async (name: string, groupId: string | null) => {
    const response = await owner.post(`/v1/pages/${page.id}/components`, {
      name,
      ...(groupId ? { group_id: groupId } : {}),
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const web = await component('Website', null);
  const api = await component('API', group.id);
  const db = await component('Database', group.id);
  const incidents = `/v1/pages/${page.id}/incidents`;
  const open = await owner.post(incidents, {
    name: 'Slow <API> & "search"',
    impact: 'major',
    body: 'Looking into it',
    components: [{ id: api.id, status: 'partial_outage' }],
    deliver_notifications: false,
  });
  expect(open.statusCode).toBe(201);
  const openId = open.json().id;
  expect(
    (
      await owner.patch(`${incidents}/${openId}`, {
        status: 'identified',
        body: 'Found it: <script>alert(1)</script>',
        components: [{ id: api.id, status: 'major_outage' }],
        deliver_notifications: false,
      })
    ).statusCode,
  ).toBe(200);
  const resolved = (
    await owner.post(incidents, { name: 'Login errors', body: 'Seen', deliver_notifications: false })
  ).json();
  await owner.patch(`${incidents}/${resolved.id}`, {
    status: 'resolved',
    body: 'Fixed',
    deliver_notifications: false,
  });
  const hour = 3_600_000;
  const maintenance = await owner.post(incidents, {
    name: 'Network work',
    body: 'Planned',
    scheduled_for: new Date(Date.now() + 24 * hour).toISOString(),
    scheduled_until: new Date(Date.now() + 25 * hour).toISOString(),
    components: [{ id: db.id, status: 'operational' }],
    deliver_notifications: false,
  });
  expect(maintenance.statusCode).toBe(201);
  return {
    owner,
    page,
    domain,
    group,
    web,
    api,
    db,
    openId,
    resolvedId: resolved.id,
    maintenanceId: maintenance.json().id,
  };
}

export const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** Waits for an outcome (the snapshot is rebuilt after commit), not for a time; gives up after 10 s. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function expectPublicHeaders(response: LightMyRequestResponse) {
  expect(response.headers.etag).toMatch(/^"[^"]+"$/);
  expect(response.headers['cache-control']).toBe(
    'public, max-age=10, stale-while-revalidate=30, stale-if-error=86400',
  );
  expect(response.headers['access-control-allow-origin']).toBe('*');
  expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  expect(response.headers['set-cookie']).toBeUndefined();
}

export function useFormatRoutesApp(): void {
  usePublicApp({ publicUrl: PUBLIC_URL });
}
