import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { securityHeaders, setupSecurity } from '../../plugins/security';
import { testConfig } from '../../testing/build-test-app';
import { legalRoutes } from './routes';

/** The pages need no database: the routes behind the server's security headers. */
async function legalApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const instance = Fastify();
  await setupSecurity(instance, config);
  await instance.register(legalRoutes, { config });
  await instance.ready();
  return instance;
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await legalApp();
});

afterAll(async () => {
  await app.close();
});

describe('the default Terms of Service and Privacy Policy', () => {
  it('are served as styled HTML pages in the reader’s language, without JavaScript', async () => {
    const terms = await app.inject({ url: '/terms', headers: { accept: 'text/html' } });
    expect(terms.statusCode).toBe(200);
    expect(terms.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(terms.headers.vary).toContain('Accept-Language');
    expect(terms.body).toContain('<html lang="en">');
    expect(terms.body).toContain('<h1>Terms of Service</h1>');
    expect(terms.body).toContain('<style>');
    expect(terms.body).not.toContain('<script');
    expect(terms.body).toContain('href="/privacy?lang=en"');
    expect(terms.body).toContain('<a href="/terms?lang=ru" hreflang="ru" lang="ru">Русская версия</a>');
    // The page's own policy is every page's: inline styles only, no script.
    expect(terms.headers['content-security-policy']).toBe(
      securityHeaders(testConfig())['content-security-policy'],
    );

    const privacy = await app.inject({ url: '/privacy', headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    expect(privacy.body).toContain('<html lang="ru">');
    expect(privacy.body).toContain('<h1>Политика конфиденциальности</h1>');
    expect(privacy.body).toContain('Обновлено');
    expect(privacy.body).toContain('<a href="/privacy?lang=en" hreflang="en" lang="en">English version</a>');
  });

  it('say what is stored, the cookies, how to delete, and that the operator is the controller', async () => {
    const privacy = (await app.inject('/privacy?lang=en')).body;
    for (const subject of [
      'e-mail address',
      'Subscribers',
      'Logs',
      'cookie',
      'deletes your account',
      'controller',
    ])
      expect([subject, privacy.includes(subject)]).toEqual([subject, true]);
    const russian = (await app.inject('/privacy?lang=ru')).body;
    expect(russian).toContain('контролёр');
    expect((await app.inject('/terms?lang=ru')).body).toContain('<h1>Условия использования</h1>');
  });

  it('prefer ?lang= to Accept-Language', async () => {
    const response = await app.inject({ url: '/terms?lang=ru', headers: { 'accept-language': 'en' } });
    expect(response.body).toContain('<html lang="ru">');
    expect(response.headers.vary ?? '').not.toContain('Accept-Language');
  });

  it("redirect to the operator's own pages when TERMS_URL and PRIVACY_URL are set", async () => {
    const custom = await legalApp({
      legal: {
        termsUrl: 'https://example.test/legal/terms',
        privacyUrl: 'https://example.test/legal/privacy',
      },
    });
    try {
      for (const [path, target] of [
        ['/terms', 'https://example.test/legal/terms'],
        ['/privacy', 'https://example.test/legal/privacy'],
      ]) {
        const response = await custom.inject(path ?? '');
        expect([path, response.statusCode, response.headers.location]).toEqual([path, 302, target]);
      }
    } finally {
      await custom.close();
    }
  });
});
