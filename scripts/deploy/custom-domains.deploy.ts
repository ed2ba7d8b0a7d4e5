// A verified custom domain served over HTTPS by Caddy (deploy/Caddyfile) with on-demand TLS: the built server
// (embedded PGlite) resolves TXT challenges with a dns2 server on loopback (DNS_SERVERS), Caddy issues
// certificates from its internal CA (local_certs) only for hosts the server's `ask` endpoint allows. A page's
// domain is proved through the API, then its page, summary.json and badge are fetched over HTTPS trusting
// Caddy's root; an unproved domain gets no certificate. `npm run test:deploy` (after `npm run build`).
// Caddy is Debian's `caddy` package: without it the test is skipped with a message, except in CI, where it fails.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { challengeName } from '../../server/src/modules/domains/challenge';
import { startTestDnsServer, type TestDnsServer } from '../../server/src/modules/domains/testing/dns-server';
import { call, expectStatus, type Json, publishedPage } from './client';
import { requireBuilt } from './layout';
import { ChildService, repoRoot, spawnLogged, tail, tcpOpen, waitFor } from './processes';
import { createReplica, createSmtp, type Replica, type Smtp } from './services';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const HTTPS_PORT = port('DEPLOY_CADDY_HTTPS_PORT', 5883);
const HTTP_PORT = port('DEPLOY_CADDY_HTTP_PORT', 5884);
const PRODUCT_HOST = 'app.statusdeck.test';

const caddyInstalled = spawnSync('caddy', ['version']).status === 0;
if (!caddyInstalled && process.env.CI === 'true') {
  throw new Error('caddy is not installed: CI must install Debian’s caddy package (.ci/run)');
}
const skip = caddyInstalled ? false : 'caddy is not installed (apt-get install caddy); skipped outside CI';

/** One HTTPS GET of `path` on `host`, through Caddy on loopback, trusting only Caddy's root. */
function httpsGet(host: string, path: string, ca: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port: HTTPS_PORT, path, servername: host, headers: { host }, ca, method: 'GET' },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('a verified custom domain over HTTPS through Caddy', { skip }, () => {
  let dir: string;
  let dns: TestDnsServer;
  let smtp: Smtp;
  let server: Replica;
  let caddy: ChildService;
  let caddyLog: string;
  let failed = false;

  before(async () => {
    requireBuilt();
    dir = mkdtempSync(join(tmpdir(), 'statusdeck-caddy-'));
    dns = await startTestDnsServer();
    smtp = createSmtp();
    await smtp.start();
    server = createReplica(
      0,
      {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        SMTP_URL: smtp.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        PUBLIC_URL: `https://${PRODUCT_HOST}:${HTTPS_PORT}`,
        TRUST_PROXY: '127.0.0.1',
        DNS_SERVERS: dns.address,
        CUSTOM_DOMAIN_TARGET: PRODUCT_HOST,
        LOG_LEVEL: 'warn',
      },
      dir,
    );
    await server.start();
    caddyLog = join(dir, 'caddy.log');
    const upstream = new URL(server.url).host;
    const options = [
      'local_certs',
      'skip_install_trust',
      'admin off',
      'default_bind 127.0.0.1',
      `http_port ${HTTP_PORT}`,
      `https_port ${HTTPS_PORT}`,
      `storage file_system ${join(dir, 'caddy')}`,
    ];
    const env = {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: join(dir, 'xdg-data'),
      XDG_CONFIG_HOME: join(dir, 'xdg-config'),
      STATUSDECK_HOST: PRODUCT_HOST,
      STATUSDECK_UPSTREAM: upstream,
      CADDY_EXTRA_GLOBAL_OPTIONS: options.join('\n'),
    };
    const config = join(repoRoot, 'deploy/Caddyfile');
    caddy = new ChildService(
      () => spawnLogged('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], env, caddyLog),
      async (started) => {
        await waitFor('Caddy to listen', async () => {
          if (started.exitCode !== null) throw new Error(`caddy exited: ${tail(caddyLog)}`);
          return (await tcpOpen(HTTPS_PORT)) ? true : undefined;
        });
      },
    );
    await caddy.start();
  });

  after(async () => {
    for (const part of [caddy, server, smtp]) await part?.stop().catch(() => undefined);
    await dns?.close();
    if (failed)
      console.log(`caddy:\n${tail(caddyLog)}\nserver:\n${tail(server.logFile)}\nlogs kept in ${dir}`);
    else if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves a proved domain’s page, summary.json and badge over HTTPS, and no certificate for an unproved one', async () => {
    try {
      const n = randomBytes(4).toString('hex');
      const domain = `status.customer-${n}.test`;
      const api = server.url;
      const { token, page, pagePath } = await publishedPage(
        api,
        smtp.mails,
        `owner-${n}@example.test`,
        'Acme',
      );
      const claimed: Json = expectStatus(
        await call(api, 'PATCH', pagePath, { token, body: { custom_domain: domain } }),
        200,
        'claim the domain',
      );
      assert.equal(claimed.domain.status, 'pending');
      assert.equal(claimed.domain.cname_target, PRODUCT_HOST);
      dns.set(challengeName(domain), [claimed.domain.txt_value]);
      const verified: Json = expectStatus(
        await call(api, 'POST', `${pagePath}/domain/verify`, { token }),
        200,
        'verify the domain',
      );
      assert.equal(verified.domain.status, 'verified');

      // Caddy's internal CA writes its root on start; only it is trusted below.
      const rootFile = join(dir, 'caddy/pki/authorities/local/root.crt');
      const ca = await waitFor('Caddy’s root certificate', async () =>
        existsSync(rootFile) ? readFileSync(rootFile, 'utf8') : undefined,
      );
      const home = await httpsGet(domain, '/', ca);
      assert.equal(home.status, 200);
      assert.match(home.body, /Acme/);
      const summary = await httpsGet(domain, '/api/v2/summary.json', ca);
      assert.equal(summary.status, 200);
      assert.equal(JSON.parse(summary.body).page.id, page.id);
      assert.equal(JSON.parse(summary.body).page.url, `https://${domain}/`);
      const badge = await httpsGet(domain, '/badge.svg', ca);
      assert.equal(badge.status, 200);
      assert.match(badge.body, /<svg/);

      // Claimed but not proved: the ask answers 404, so Caddy has no certificate and the handshake fails.
      const unproved = `status.other-${n}.test`;
      expectStatus(
        await call(api, 'PATCH', pagePath, { token, body: { custom_domain: unproved } }),
        200,
        'claim',
      );
      await assert.rejects(httpsGet(unproved, '/', ca), (error: NodeJS.ErrnoException) => {
        assert.match(String(error.code ?? error.message), /ERR_SSL|EPROTO|ECONNRESET|alert/i);
        return true;
      });
      // And the proved domain, no longer the page's, gets no new certificate either once Caddy asks again.
      expectStatus(
        await call(api, 'GET', `/v1/public/domains/allowed?domain=${domain}`),
        404,
        'ask after move',
      );
    } catch (error) {
      failed = true;
      throw error;
    }
  });
});
