import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, DEFAULT_RATE_LIMITS, loadConfig } from './config';
import { REPO_ROOT } from './lib/paths';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'statusdeck-config-'));

describe('loadConfig', () => {
  it('starts with no environment at all: PGlite under DATA_DIR and a generated, persisted JWT secret', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      database: { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
      smtpUrl: null,
      redisUrl: null,
      publicUrl: 'http://localhost:8080',
      corsOrigins: [],
      trustProxy: false,
      rateLimits: DEFAULT_RATE_LIMITS,
      shutdownDrainMs: 0,
      legal: { termsUrl: null, privacyUrl: null },
      signInQuote: null,
      pagesDomain: null,
    });
    expect(Buffer.from(config.jwtSecret, 'base64url')).toHaveLength(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Status <status@example.test>',
      PUBLIC_URL: 'https://status.example.test/',
      JWT_SECRET: 's'.repeat(32),
      REMOTE_PUBLIC_URL: 'https://cdn.example.test/public/mf-manifest.json',
      CORS_ORIGINS: 'http://127.0.0.1:3000, https://app.example.test/',
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN_EMAIL: '3/120',
      SHUTDOWN_DRAIN_SECONDS: '3',
      TERMS_URL: 'https://example.test/terms',
      PRIVACY_URL: 'https://example.test/privacy',
      SIGNIN_QUOTE: ' Our status, always current. ',
      SIGNIN_QUOTE_AUTHOR: 'Ops team',
      SIGNIN_QUOTE_ROLE: 'Example Ltd',
      PAGES_DOMAIN: 'Status.Example.TEST.',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://u@db:5432/app' },
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Status <status@example.test>',
      publicUrl: 'https://status.example.test',
      jwtSecret: 's'.repeat(32),
      corsOrigins: ['http://127.0.0.1:3000', 'https://app.example.test'],
      trustProxy: true,
      shutdownDrainMs: 3000,
      legal: { termsUrl: 'https://example.test/terms', privacyUrl: 'https://example.test/privacy' },
      signInQuote: { text: 'Our status, always current.', author: 'Ops team', role: 'Example Ltd' },
      pagesDomain: 'status.example.test',
    });
    expect(config.remotes.remote_public).toBe('https://cdn.example.test/public/mf-manifest.json');
    expect(config.remotes.remote_auth).toBe('/remotes/auth/mf-manifest.json');
    expect(config.rateLimits.loginPerEmail).toEqual({ max: 3, windowMs: 120_000 });
  });

  it('builds the default PUBLIC_URL from PORT, so mail links point at the port the server listens on', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '4571' });
    expect(config.publicUrl).toBe('http://localhost:4571');
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '4571', PUBLIC_URL: 'https://x.test' }).publicUrl).toBe(
      'https://x.test',
    );
  });

  it('reads the access token lifetime once, 900 s unless ACCESS_TOKEN_TTL_SECONDS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).accessTokenTtlSeconds).toBe(900);
    expect(loadConfig({ DATA_DIR: tempDir(), ACCESS_TOKEN_TTL_SECONDS: '20' }).accessTokenTtlSeconds).toBe(
      20,
    );
    for (const bad of ['0', '9', '1.5', 'soon', '86401']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), ACCESS_TOKEN_TTL_SECONDS: bad })).toThrow(
        /ACCESS_TOKEN_TTL_SECONDS must be an integer between 10 and 86400/,
      );
    }
  });

  it('resolves a relative DATA_DIR against the repository root, whatever the working directory', () => {
    const secret = { JWT_SECRET: 's'.repeat(32) };
    const cwd = process.cwd();
    process.chdir(tempDir());
    try {
      expect(loadConfig(secret).dataDir).toBe(path.join(REPO_ROOT, 'data'));
      const relative = loadConfig({ ...secret, DATA_DIR: 'var/statusdeck' });
      expect(relative.dataDir).toBe(path.join(REPO_ROOT, 'var', 'statusdeck'));
      expect(relative.database).toEqual({
        kind: 'pglite',
        dataDir: path.join(REPO_ROOT, 'var', 'statusdeck', 'pgdata'),
      });
      const absolute = tempDir();
      expect(loadConfig({ ...secret, DATA_DIR: absolute }).dataDir).toBe(absolute);
    } finally {
      process.chdir(cwd);
    }
  });

  it('reads the custom-domain settings: CUSTOM_DOMAIN_TARGET, DNS_SERVERS and PAGES_DOMAIN', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      customDomainTarget: null,
      dnsServers: [],
      pagesDomain: null,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        CUSTOM_DOMAIN_TARGET: 'Pages.Example.com.',
        DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,[::1]:53,2001:db8::1',
        PAGES_DOMAIN: 'status.example.com',
      }),
    ).toMatchObject({
      customDomainTarget: 'pages.example.com',
      dnsServers: ['1.1.1.1', '127.0.0.1:5353', '[::1]:53', '2001:db8::1'],
      pagesDomain: 'status.example.com',
    });
    for (const bad of ['dns.google', '1.1.1.1:99999', '300.1.1.1', '127.0.0.1:']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, DNS_SERVERS: bad })).toThrow('DNS_SERVERS');
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, CUSTOM_DOMAIN_TARGET: 'https://x.example' })).toThrow(
      'CUSTOM_DOMAIN_TARGET',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PAGES_DOMAIN: 'localhost' })).toThrow('PAGES_DOMAIN');
  });

  it('keeps webhooks off private addresses unless WEBHOOK_ALLOW_PRIVATE=true, and retries them for a day', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.webhooks).toMatchObject({ allowPrivate: false, timeoutMs: 10_000 });
    const total = config.webhooks.retryScheduleMs.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeLessThanOrEqual(24 * 60 * 60_000);
    expect(total).toBeGreaterThan(23 * 60 * 60_000);
    expect(config.webhooks.retryScheduleMs.slice(0, 3)).toEqual([60_000, 120_000, 240_000]);
    const open = loadConfig({
      DATA_DIR: dataDir,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_TIMEOUT_SECONDS: '3',
    });
    expect(open.webhooks).toMatchObject({ allowPrivate: true, timeoutMs: 3000 });
    expect(() => loadConfig({ DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE/,
    );
  });

  it('takes a short retry schedule for tests from WEBHOOK_RETRY_SCHEDULE_MS, polling as often as its shortest wait', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).webhooks.pollIntervalMs).toBe(5000);
    const short = loadConfig({ DATA_DIR: dataDir, WEBHOOK_RETRY_SCHEDULE_MS: '300, 600' }).webhooks;
    expect(short).toMatchObject({ retryScheduleMs: [300, 600], pollIntervalMs: 300 });
    expect(loadConfig({ DATA_DIR: dataDir, WEBHOOK_RETRY_SCHEDULE_MS: '1' }).webhooks.pollIntervalMs).toBe(
      100,
    );
    for (const bad of ['0', '1.5', 'soon', '100,,100', '86400001']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, WEBHOOK_RETRY_SCHEDULE_MS: bad })).toThrow(
        /WEBHOOK_RETRY_SCHEDULE_MS/,
      );
    }
  });

  it('accepts every form of TRUST_PROXY Fastify understands', () => {
    const trust = (raw: string) => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: raw }).trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toBe(
      '10.0.0.0/8,127.0.0.1,::1,fd00::/8,loopback',
    );
  });

  it('never prints the value of a variable that may hold credentials', () => {
    const dataDir = tempDir();
    for (const [name, raw] of [
      ['DATABASE_URL', 'postgres//admin:hunter2@db/app'],
      ['DATABASE_URL', 'mysql://admin:hunter2@db/app'],
      ['SMTP_URL', 'smtp//mailer:hunter2@mail:25'],
      ['REDIS_URL', 'redis//:hunter2@cache:6379'],
    ] as const) {
      let message = '';
      try {
        loadConfig({ DATA_DIR: dataDir, [name]: raw });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toContain(name);
      expect(message).not.toContain('hunter2');
    }
  });

  it('rejects invalid values with a message naming the variable', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL');
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow('JWT_SECRET');
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_LOGIN_IP: 'lots' })).toThrow(
      'RATE_LIMIT_LOGIN_IP',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' })).toThrow('number of hops');
    expect(() => loadConfig({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_SECONDS: '3s' })).toThrow(
      'SHUTDOWN_DRAIN_SECONDS',
    );
    for (const raw of ['yes', '-1', '1.5', '10.0.0.0/33', '300.1.1.1', 'proxy.example.test']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: raw })).toThrow('TRUST_PROXY');
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, TERMS_URL: 'terms.html' })).toThrow('TERMS_URL');
    expect(() => loadConfig({ DATA_DIR: dataDir, PRIVACY_URL: 'ftp://example.test/p' })).toThrow(
      'PRIVACY_URL',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SIGNIN_QUOTE: 'x'.repeat(301) })).toThrow(
      'SIGNIN_QUOTE must be at most 300 characters',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SIGNIN_QUOTE_AUTHOR: 'Nobody' })).toThrow(
      'SIGNIN_QUOTE_AUTHOR and SIGNIN_QUOTE_ROLE need SIGNIN_QUOTE',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SIGNIN_QUOTE: 'Hi', SIGNIN_QUOTE_ROLE: 'CTO' })).toThrow(
      'SIGNIN_QUOTE_ROLE needs SIGNIN_QUOTE_AUTHOR',
    );
    for (const raw of [
      'https://status.example.test',
      'status.example.test:443',
      'status',
      '*.example.test',
      'a..b.test',
      'status.example.test/x',
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, PAGES_DOMAIN: raw })).toThrow(
        `PAGES_DOMAIN must be a host name such as status.example.com (no scheme or port), got "${raw}"`,
      );
    }
    // A refused start leaves nothing behind in DATA_DIR.
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });
});
