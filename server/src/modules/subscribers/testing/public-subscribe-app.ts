// Shared set-up of the public-subscribe suites (public-subscribe-*.test.ts): one app per suite file with
// limits generous enough for every test, and the clean-up of the mails each test queued.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../../config';
import { buildTestApp } from '../../../testing/build-test-app';
import { trackedEmails } from './public-subscribe';

const generous = { max: 10_000, windowMs: 60_000 };

/** Rate limits no test reaches, for suites that are not about the limits. */
export const GENEROUS_LIMITS = {
  ...DEFAULT_RATE_LIMITS,
  subscribePerIp: generous,
  subscribePerEmail: generous,
  verifyEmail: generous,
};

/** The suite's app, built in beforeAll by usePublicSubscribeApp (a live binding, so read it inside tests). */
export let app: FastifyInstance;
const tracked = trackedEmails();
export const email = tracked.email;

/** Builds the suite's app with generous limits and drops the mails each test sent. */
export function usePublicSubscribeApp(options: Parameters<typeof buildTestApp>[0] = {}): void {
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: GENEROUS_LIMITS, ...options });
  });

  afterEach(async () => {
    await tracked.drop(app);
  });

  afterAll(async () => {
    await app.close();
  });
}

export const confirm = (token: string) =>
  app.inject({ method: 'POST', url: '/v1/public/subscriptions/confirm', payload: { token } });
