import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCESS_COOKIE } from '@statusdeck/shared/session/access-cookie';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../lib/jwt';
import { buildTestApp } from '../../testing/build-test-app';
import {
  accessTokenFor,
  bearer,
  createComponent,
  createGroup,
  createIncident,
  createPage,
  createUser,
} from '../../testing/factories';

// Stand-ins for the host's and remote-statuspages' built renderers: they echo what the server hands them.
const FRAME = `
exports.slot = '<div data-console-slot=""></div>';
exports.sidebarKey = (cookies) => String(!cookies.includes('sidebar_state=false'));
exports.render = (input) => {
  if (input.reads.organization.name === 'Explodes') throw new Error('render failed');
  return {
    html: '<nav>' + input.language + ' ' + input.reads.organization.name + ' ' + input.reads.me.email + ' ' +
      input.translation.hello + ' ' + exports.sidebarKey(input.cookies) + '</nav>' + exports.slot,
    css: '.frame{}',
  };
};
exports.shell = (copies) => ({
  head: '<style data-console-shell>' + copies.map((copy) => copy.css).join('') + '</style>',
  body: '<div data-console-shell>' + copies.map((copy) => copy.html).join('') + '<script>shell()</script></div>',
  script: 'shell()',
});`;
const SCREEN = `
exports.pattern = '/';
exports.render = (input) => ({
  html: '<main>' + input.reads.dashboard.pages.map((page) => page.name + ':' + page.incidents.map((i) => i.name).join('+')).join(',') +
    ' role=' + input.reads.dashboard.role + ' roles=' + input.reads.roles.length + '</main>',
  css: '.screen{}',
});`;
const COMPONENTS = `
exports.pattern = '/statuspages/:id';
exports.render = (input) => ({
  html: '<main>' + input.path + ' ' + input.reads.page.name + ' [' +
    input.reads.componentGroups.map((group) => group.name + ':' + group.components.length).join(',') + '] [' +
    input.reads.components.map((component) => component.name + '=' + component.status).join(',') + '] limit=' +
    input.reads.usage.plan.limits.components_per_page + '</main>',
  css: '.components{}',
});`;
const INDEX =
  '<!doctype html><html><head><title>host</title></head><body><div id="root"></div></body></html>';

function site(withRenderers: boolean, frame = FRAME): string {
  const root = mkdtempSync(path.join(tmpdir(), 'statusdeck-console-home-'));
  mkdirSync(path.join(root, 'host', 'dist', 'ssr'), { recursive: true });
  writeFileSync(path.join(root, 'host', 'dist', 'index.html'), INDEX);
  for (const language of ['en', 'ru']) {
    mkdirSync(path.join(root, 'locales', language), { recursive: true });
    writeFileSync(path.join(root, 'locales', language, 'translation.json'), `{"hello":"hello-${language}"}`);
  }
  if (withRenderers) {
    writeFileSync(path.join(root, 'host', 'dist', 'ssr', 'console-frame.cjs'), frame);
    mkdirSync(path.join(root, 'remote-statuspages', 'dist', 'ssr'), { recursive: true });
    writeFileSync(path.join(root, 'remote-statuspages', 'dist', 'ssr', 'dashboard.cjs'), SCREEN);
    writeFileSync(path.join(root, 'remote-statuspages', 'dist', 'ssr', 'page-components.cjs'), COMPONENTS);
  }
  return root;
}

const html = { accept: 'text/html,application/xhtml+xml' };
const cookie = (token: string, more = '') => ({
  ...html,
  cookie: `theme=x; ${ACCESS_COOKIE}=${token}${more}`,
});

let app: FastifyInstance;
let ours: { token: string; email: string; organizationId: string; pageId: string };
let theirs: { token: string; email: string; pageId: string };

beforeAll(async () => {
  app = await buildTestApp({ repoRoot: site(true) });
  const owner = await createUser(app);
  const page = await createPage(app, owner.organization_id, 'Acme Cloud');
  await createIncident(app, page.id, { name: 'Queue delays', status: 'investigating' });
  const backend = await createGroup(app, page.id, 'Backend');
  await createComponent(app, page.id, { name: 'Website' });
  await createComponent(app, page.id, { name: 'Database', groupId: backend.id, status: 'major_outage' });
  await app.db.query("UPDATE organizations SET name = 'Acme Org' WHERE id = $1", [owner.organization_id]);
  ours = {
    token: await accessTokenFor(app, owner),
    email: owner.email,
    organizationId: owner.organization_id,
    pageId: page.id,
  };
  const other = await createUser(app);
  const rival = await createPage(app, other.organization_id, 'Rival Secret Page');
  await createComponent(app, rival.id, { name: 'Rival Secret Component' });
  theirs = { token: await accessTokenFor(app, other), email: other.email, pageId: rival.id };
});

afterAll(async () => {
  await app.close();
});

function expectPlain(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe(INDEX);
  expect(response.headers.vary).toMatch(/cookie/i);
}

it("answers / with the dashboard of the cookie's user, in every language, never stored", async () => {
  const response = await app.inject({ url: '/', headers: cookie(ours.token, '; sidebar_state=false') });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers.vary).toMatch(/cookie/i);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
  for (const language of ['en', 'ru']) {
    expect(response.body).toContain(
      `<nav>${language} Acme Org ${ours.email} hello-${language} false</nav><main>Acme Cloud:Queue delays role=owner roles=4</main>`,
    );
  }
  expect(response.body).toContain('<style data-console-shell>.frame{}\n.screen{}');
  expect(response.body).toMatch(/<script>shell\(\)<\/script><\/div><div id="root"><\/div>/);
  expect(response.body).not.toContain('Rival Secret Page');
  expect(response.body).not.toContain(theirs.email);
});

it("never shows another organisation's data: each cookie gets its own organisation", async () => {
  const response = await app.inject({ url: '/?from=mail', headers: cookie(theirs.token) });
  expect(response.body).toContain('Rival Secret Page');
  expect(response.body).toContain(theirs.email);
  expect(response.body).not.toContain('Acme Cloud');
  expect(response.body).not.toContain('Queue delays');
  expect(response.body).not.toContain(ours.email);
});

it('shows what changed since the last render (a kept render serves only for the same answers)', async () => {
  await app.inject({ url: '/', headers: cookie(ours.token) });
  await createPage(app, ours.organizationId, 'Second Page');
  const response = await app.inject({ url: '/', headers: cookie(ours.token) });
  expect(response.body).toContain('Second Page');
});

it('answers the plain page without a cookie, or with an expired, forged, revoked or API token', async () => {
  expectPlain(await app.inject({ url: '/', headers: html }));
  expectPlain(await app.inject({ url: '/', headers: { ...html, cookie: 'theme=x' } }));
  const claims = JSON.parse(Buffer.from(ours.token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    sid: string;
    org: string;
  };
  const sub = { sub: claims.sub, sid: claims.sid, org: claims.org };
  expectPlain(
    await app.inject({ url: '/', headers: cookie(signAccessToken(sub, app.config.jwtSecret, -60)) }),
  );
  expectPlain(await app.inject({ url: '/', headers: cookie(signAccessToken(sub, 'another secret', 900)) }));
  expectPlain(await app.inject({ url: '/', headers: cookie('sdk_not_a_session') }));
  expectPlain(await app.inject({ url: '/', headers: cookie('not.a.token') }));

  const user = await createUser(app);
  const token = await accessTokenFor(app, user);
  expect((await app.inject({ url: '/', headers: cookie(token) })).body).toContain(user.email);
  await app.db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1', [user.id]);
  expectPlain(await app.inject({ url: '/', headers: cookie(token) }));
});

it('answers the plain page when the render fails', async () => {
  const user = await createUser(app);
  await app.db.query("UPDATE organizations SET name = 'Explodes' WHERE id = $1", [user.organization_id]);
  expectPlain(await app.inject({ url: '/', headers: cookie(await accessTokenFor(app, user)) }));
});

it('never lets the cookie authenticate an API call', async () => {
  for (const url of ['/v1/dashboard', '/v1/users/me', '/v1/organizations']) {
    const withCookie = await app.inject({ url, headers: { cookie: `${ACCESS_COOKIE}=${ours.token}` } });
    expect(withCookie.statusCode).toBe(401);
    expect((await app.inject({ url, headers: bearer(ours.token) })).statusCode).toBe(200);
  }
});

it('leaves other addresses and non-HTML requests as they were', async () => {
  const deepLink = await app.inject({ url: '/statuspages', headers: cookie(ours.token) });
  expect(deepLink.body).toBe(INDEX);
  const json = await app.inject({
    url: '/',
    headers: { accept: 'application/json', cookie: `${ACCESS_COOKIE}=${ours.token}` },
  });
  expect(json.body).toBe(INDEX);
});

it('answers the plain page when the renderers are not built, or cannot be loaded', async () => {
  for (const root of [site(false), site(true, 'throw new Error("a broken build")')]) {
    const bare = await buildTestApp({ repoRoot: root });
    try {
      const user = await createUser(bare);
      expectPlain(await bare.inject({ url: '/', headers: cookie(await accessTokenFor(bare, user)) }));
    } finally {
      await bare.close();
    }
  }
});

describe("a page's components screen (/statuspages/{id})", () => {
  it("answers with that page's components, groups and plan limit for the cookie's user, in every language", async () => {
    const url = `/statuspages/${ours.pageId}`;
    const response = await app.inject({ url: `${url}?tab=1`, headers: cookie(ours.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    for (const language of ['en', 'ru']) {
      expect(response.body).toContain(
        `<nav>${language} Acme Org ${ours.email} hello-${language} true</nav><main>${url} Acme Cloud [Backend:1] [Website=operational,Database=major_outage] limit=`,
      );
    }
    expect(response.body).toContain('<style data-console-shell>.frame{}\n.components{}');
    expect(response.body).not.toContain('Rival Secret');
  });

  it("answers the plain page for another organisation's page, an unknown, malformed or deleted one", async () => {
    const deleted = await createPage(app, ours.organizationId, 'Gone Page');
    await createComponent(app, deleted.id, { name: 'Gone Component' });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/v1/pages/${deleted.id}`,
      headers: bearer(ours.token),
    });
    expect(removed.statusCode).toBe(204);
    for (const id of [
      theirs.pageId,
      deleted.id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      'not%20a%20uuid',
    ]) {
      const response = await app.inject({ url: `/statuspages/${id}`, headers: cookie(ours.token) });
      expect(response.body).toBe(INDEX);
      expect(response.body).not.toContain('Rival Secret');
    }
    // The other organisation's own cookie does see its page.
    const own = await app.inject({ url: `/statuspages/${theirs.pageId}`, headers: cookie(theirs.token) });
    expect(own.body).toContain('Rival Secret Page');
    expect(own.body).not.toContain('Acme');
  });

  it('answers the plain page without a cookie, or with an expired or forged one', async () => {
    const url = `/statuspages/${ours.pageId}`;
    const claims = JSON.parse(Buffer.from(ours.token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
      sid: string;
      org: string;
    };
    const sub = { sub: claims.sub, sid: claims.sid, org: claims.org };
    for (const headers of [
      html,
      cookie(signAccessToken(sub, app.config.jwtSecret, -60)),
      cookie(signAccessToken(sub, 'another secret', 900)),
      cookie('sdk_not_a_session'),
    ]) {
      expectPlain(await app.inject({ url, headers }));
    }
  });

  it("leaves the page's other tabs and the add screen as they were", async () => {
    for (const url of [`/statuspages/${ours.pageId}/incidents`, '/statuspages/add/more', '/statuspages']) {
      const response = await app.inject({ url, headers: cookie(ours.token) });
      expect(response.body).toBe(INDEX);
    }
  });
});
