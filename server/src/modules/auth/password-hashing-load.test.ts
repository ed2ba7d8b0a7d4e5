import type { FastifyInstance } from 'fastify';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';

const wrongLogin = (app: FastifyInstance, index: number) =>
  app.inject({
    method: 'POST',
    url: '/v1/login',
    payload: { email: uniqueEmail('load'), password: 'wrong password' },
    remoteAddress: `10.20.0.${index}`,
  });

describe('password hashing under load', () => {
  it('serves translation files and health checks while sign-ins queue for hashing', async () => {
    const app = await buildTestApp({ passwordHashing: { workers: 1, maxQueue: 16 } });
    try {
      const finished: string[] = [];
      const logins = Array.from({ length: 8 }, (_, index) =>
        wrongLogin(app, index).then((response) => {
          finished.push('login');
          return response.statusCode;
        }),
      );
      const locales = app.inject('/locales/en/translation.json').then((response) => {
        finished.push('locales');
        return response.statusCode;
      });
      const health = app.inject('/health').then((response) => {
        finished.push('health');
        return response.statusCode;
      });
      expect(await Promise.all([locales, health])).toEqual([200, 200]);
      expect(await Promise.all(logins)).toEqual(Array(8).fill(401));
      // Before, scrypt filled libuv's four threads and the file read waited behind every queued hash.
      expect(finished.indexOf('locales')).toBeLessThan(2);
      expect(finished.indexOf('health')).toBeLessThan(2);
    } finally {
      await app.close();
    }
  });

  it('answers 503 with Retry-After when the hashing queue is full', async () => {
    const app = await buildTestApp({ passwordHashing: { workers: 1, maxQueue: 1 } });
    try {
      const responses = await Promise.all([0, 1, 2, 3].map((index) => wrongLogin(app, index)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([401, 401, 503, 503]);
      for (const response of responses.filter((each) => each.statusCode === 503)) {
        expect(response.json()).toEqual({ code: 'service_unavailable', message: expect.any(String) });
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await app.close();
    }
  });
});
