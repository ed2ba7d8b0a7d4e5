import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IntegrationKind } from '../../../lib/enums';
import { insertIntegration } from '../repository';

/** A chat integration of the page, straight into the database (its URL is not checked). */
export async function createIntegration(
  app: FastifyInstance,
  pageId: string,
  options: { kind?: IntegrationKind; url?: string; name?: string } = {},
): Promise<{ id: string }> {
  const id = randomUUID();
  await insertIntegration(app.db, {
    id,
    pageId,
    kind: options.kind ?? 'slack',
    name: options.name ?? 'Fixture',
    url: options.url ?? `https://hooks.example.test/services/${id}`,
    componentIds: [],
    language: null,
  });
  return { id };
}
