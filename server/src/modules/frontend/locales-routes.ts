import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors';
import { isLanguage } from '../../lib/language';

const NAMESPACE = /^[a-z][a-z0-9_-]{0,63}$/;

/** Serves `<repo>/locales/{lng}/{ns}.json`; names are allow-listed, so no path can leave the folder. */
export const localesRoutes: FastifyPluginAsync<{ repoRoot: string }> = async (app, { repoRoot }) => {
  const root = path.join(repoRoot, 'locales');
  app.get<{ Params: { lng: string; ns: string } }>(
    '/locales/:lng/:ns.json',
    { schema: { hide: true } },
    async (request, reply) => {
      const { lng, ns } = request.params;
      if (!isLanguage(lng) || !NAMESPACE.test(ns)) throw notFound('No such translation file');
      const content = await readFile(path.join(root, lng, `${ns}.json`)).catch(() => null);
      if (!content) throw notFound('No such translation file');
      const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag).header('cache-control', 'public, max-age=300, must-revalidate');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(content);
    },
  );
};
