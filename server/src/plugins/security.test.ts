import Fastify from 'fastify';
import { testConfig } from '../testing/build-test-app';
import { captureStream } from '../testing/capture-stream';
import { RequestLogController } from './request-logging';
import { securityHeaders, setupSecurity } from './security';

const INFO = 30;

async function appWithRoutes(logStream?: NodeJS.WritableStream) {
  const config = testConfig({ publicUrl: 'https://status.example.com' });
  const app = Fastify({
    logger: logStream ? { level: 'info', stream: logStream } : false,
    logController: new RequestLogController(),
  });
  await setupSecurity(app, config);
  app.get('/own', async () => ({ ok: true }));
  // A public resource (the public API, formats, feeds, badge declare themselves so).
  app.get('/public', { helmet: false }, async () => ({ ok: true }));
  app.get('/public-fails', { helmet: false }, async (_request, reply) =>
    reply.status(404).send({ code: 'not_found' }),
  );
  await app.ready();
  return { app, expected: securityHeaders(config) };
}

describe('security headers', () => {
  it("are helmet's, computed once, on every answer", async () => {
    const { app, expected } = await appWithRoutes();
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(expected['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(expected['strict-transport-security']).toMatch(/^max-age=\d+/);
    for (const url of ['/own', '/nowhere']) {
      const response = await app.inject({ url });
      for (const [name, value] of Object.entries(expected))
        expect([url, name, response.headers[name]]).toEqual([url, name, value]);
    }
    await app.close();
  });

  it('leave the pages’ headers off public resources (data, not documents)', async () => {
    const { app, expected } = await appWithRoutes();
    const response = await app.inject({ url: '/public' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBe(expected['strict-transport-security']);
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      expect([documentOnly, response.headers[documentOnly]]).toEqual([documentOnly, undefined]);
    expect((await app.inject({ url: '/own' })).headers['cross-origin-resource-policy']).toBe('same-origin');
    await app.close();
  });
});

describe('the request log of public resources', () => {
  it('leaves their successful answers out of the info log, but not their 4xx or other routes', async () => {
    const log = captureStream();
    const { app } = await appWithRoutes(log.stream);
    for (const url of ['/public', '/public-fails', '/own']) await app.inject({ url });
    await app.close();
    const levelsOf = (url: string) =>
      log
        .lines()
        .filter((line) => (line.req as { url?: string } | undefined)?.url === url)
        .map((line) => line.level);
    expect(levelsOf('/public')).toEqual([]);
    expect(levelsOf('/public-fails')).toEqual([INFO]);
    expect(levelsOf('/own')).toEqual([INFO]);
  });
});
