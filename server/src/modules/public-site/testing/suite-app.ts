// One app per public-site suite file, shared by its tests: building one is the slow part of a suite.
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../testing/build-test-app';
import type { clientFor } from '../../pages/testing/client';

/** The suite's app, built in beforeAll by usePublicApp (a live binding, so read it inside tests). */
export let app: FastifyInstance;

export function usePublicApp(overrides: Parameters<typeof buildTestApp>[0] = {}): void {
  beforeAll(async () => {
    app = await buildTestApp(overrides);
  });

  afterAll(async () => {
    await app.close();
  });
}

type Client = ReturnType<typeof clientFor>;

/** The id of what a console call created, failing the test on any other answer. */
export async function created(response: Awaited<ReturnType<Client['post']>>) {
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as { id: string };
}
