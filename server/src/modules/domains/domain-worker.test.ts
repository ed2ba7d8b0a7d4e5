import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { findMailsTo } from '../mail/repository';
import { organizationOn } from '../pages/testing/client';
import { challengeName } from './challenge';
import { startTestDnsServer, type TestDnsServer } from './testing/dns-server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let app: FastifyInstance;
let dns: TestDnsServer;

beforeAll(async () => {
  dns = await startTestDnsServer();
  app = await buildTestApp({ publicUrl: 'https://statusdeck.example', dnsServers: [dns.address] });
});

afterAll(async () => {
  await app.close();
  await dns.close();
});

const unique = () => randomBytes(5).toString('hex');

/** A published page claiming a new domain; its claim is due at once (the migration's trigger). */
async function claimingPage() {
  const organization = await organizationOn(app);
  const domain = `status.customer-${unique()}.test`;
  const page = (
    await organization.owner.post('/v1/pages', { name: 'Acme', custom_domain: domain, published: true })
  ).json();
  const get = async () => (await organization.owner.get(`/v1/pages/${page.id}`)).json().domain;
  const outcomeAt = async (at: Date) =>
    (await app.domains.tick(at)).find((check) => check.pageId === page.id)?.outcome ?? null;
  const routes = async () =>
    (await app.inject({ url: '/api/v2/summary.json', headers: { host: domain } })).statusCode === 200;
  return { ...organization, page, domain, get, outcomeAt, routes };
}

/** A time after every claim made so far is due (the trigger dates new claims with the database's now()). */
const soon = () => new Date(Date.now() + MINUTE);
const after = (from: Date, ms: number) => new Date(from.getTime() + ms);

it('verifies a pending claim once its record is published, and looks again sooner than it backs off', async () => {
  const claim = await claimingPage();
  const t0 = soon();
  expect(await claim.outcomeAt(t0)).toBe('failed');
  expect(await claim.get()).toMatchObject({ status: 'pending', error: 'record_missing' });
  // Not due again within five minutes; then each wait is a little longer.
  expect(await claim.outcomeAt(after(t0, 4 * MINUTE))).toBeNull();
  const t1 = after(t0, 5 * MINUTE);
  expect(await claim.outcomeAt(t1)).toBe('failed');
  expect(await claim.outcomeAt(after(t1, 5 * MINUTE))).toBeNull();
  dns.set(challengeName(claim.domain), [claim.page.domain.txt_value]);
  expect(await claim.outcomeAt(after(t1, 5.5 * MINUTE))).toBe('verified');
  expect(await claim.get()).toMatchObject({ status: 'verified', error: null });
  expect(await claim.routes()).toBe(true);
});

it('marks a verified domain whose record is gone as failing, and clears it when the record comes back', async () => {
  const claim = await claimingPage();
  const name = challengeName(claim.domain);
  dns.set(name, [claim.page.domain.txt_value]);
  const t0 = soon();
  expect(await claim.outcomeAt(t0)).toBe('verified');
  // Verified domains are looked at daily.
  expect(await claim.outcomeAt(after(t0, 23 * HOUR))).toBeNull();
  dns.remove(name);
  const t1 = after(t0, 24 * HOUR);
  expect(await claim.outcomeAt(t1)).toBe('failing');
  expect(await claim.get()).toMatchObject({
    status: 'verified',
    failing_since: t1.toISOString(),
    error: 'record_gone',
  });
  expect(await claim.routes()).toBe(true);
  expect(await claim.outcomeAt(after(t1, HOUR))).toBe('failing');
  dns.set(name, ['wrong', claim.page.domain.txt_value]);
  expect(await claim.outcomeAt(after(t1, 2 * HOUR))).toBe('recovered');
  expect(await claim.get()).toMatchObject({ status: 'verified', failing_since: null, error: null });
  expect(await findMailsTo(app.db, claim.owner.user.email)).toEqual([]);
});

it('sends a domain whose record stays gone for 72 hours back to pending, and mails the owners and admins', async () => {
  const claim = await claimingPage();
  const admin = await claim.member('admin');
  const viewer = await claim.member('viewer');
  const name = challengeName(claim.domain);
  dns.set(name, [claim.page.domain.txt_value]);
  const t0 = soon();
  expect(await claim.outcomeAt(t0)).toBe('verified');
  dns.remove(name);
  const t1 = after(t0, 24 * HOUR);
  expect(await claim.outcomeAt(t1)).toBe('failing');
  expect(await claim.outcomeAt(after(t1, 71 * HOUR))).toBe('failing');
  expect(await claim.routes()).toBe(true);
  expect(await claim.outcomeAt(after(t1, 72 * HOUR))).toBe('returned_to_pending');
  expect(await claim.get()).toMatchObject({
    status: 'pending',
    verified_at: null,
    failing_since: null,
    error: 'record_gone',
  });
  expect(await claim.routes()).toBe(false);
  for (const member of [claim.owner, admin]) {
    const mails = await findMailsTo(app.db, member.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${claim.domain.replace(/\./g, '\u2060.')} no longer shows the Acme status page`,
    ]);
  }
  expect(await findMailsTo(app.db, viewer.user.email)).toEqual([]);
});

it('treats a changed domain as a new claim: the old record, with the old token, proves nothing', async () => {
  const claim = await claimingPage();
  dns.set(challengeName(claim.domain), [claim.page.domain.txt_value]);
  await claim.owner.patch(`/v1/pages/${claim.page.id}`, { custom_domain: `other.${claim.domain}` });
  // The new claim has a new token: the old record proves nothing.
  expect(await claim.outcomeAt(soon())).toBe('failed');
  expect(await claim.get()).toMatchObject({ name: `other.${claim.domain}`, status: 'pending' });
});

it('runs on its own once started (as server.ts does) and stops cleanly', async () => {
  const claim = await claimingPage();
  dns.set(challengeName(claim.domain), [claim.page.domain.txt_value]);
  app.domains.start();
  try {
    // The first tick runs at start: wait for its outcome.
    while ((await claim.get()).status !== 'verified') await new Promise((resolve) => setImmediate(resolve));
  } finally {
    await app.domains.stop();
  }
  expect(await claim.routes()).toBe(true);
});
