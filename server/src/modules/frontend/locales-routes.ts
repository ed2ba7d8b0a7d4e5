import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors';
import { isLanguage } from '../../lib/language';
import { sendEncodedOnce, strongEtag } from '../public-site';

const NAMESPACE = /^[a-z][a-z0-9_-]{0,63}$/;
const TYPE = 'application/json; charset=utf-8';

type Translation = { mtimeMs: number; size: number; body: string; etag: string };

/**
 * Serves `<repo>/locales/{lng}/{ns}.json`; names are allow-listed, so no path can leave the folder.
 *
 * Every console load asks for its language's file (~100–150 KB): it is read, hashed and compressed once
 * per version of the file (a stat per request sees an edit, as under `npm run dev`), not on every request,
 * which had made it the dearest answer the server gives (~0.6 ms of CPU each, 0.1× a bare route).
 */
export const localesRoutes: FastifyPluginAsync<{ repoRoot: string }> = async (app, { repoRoot }) => {
  const root = path.join(repoRoot, 'locales');
  const known = new Map<string, Translation>();

  /** The file as it is now, or null when there is none; a stat (microseconds) when it has not changed. */
  const current = (file: string): Translation | null => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) {
      known.delete(file);
      return null;
    }
    const cached = known.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    let body: string;
    try {
      body = readFileSync(file, 'utf8');
    } catch {
      return null;
    }
    const translation = { mtimeMs: stat.mtimeMs, size: stat.size, body, etag: strongEtag(body) };
    known.set(file, translation);
    return translation;
  };

  app.get<{ Params: { lng: string; ns: string } }>(
    '/locales/:lng/:ns.json',
    // Compressed here, once per version (sendEncodedOnce), not by the compression plugin on every request.
    { schema: { hide: true }, compress: false },
    (request, reply) => {
      const { lng, ns } = request.params;
      const translation =
        isLanguage(lng) && NAMESPACE.test(ns) ? current(path.join(root, lng, `${ns}.json`)) : null;
      if (!translation) throw notFound('No such translation file');
      reply.header('cache-control', 'public, max-age=300, must-revalidate').header('vary', 'Accept-Encoding');
      return sendEncodedOnce(request, reply, {
        body: translation.body,
        etag: translation.etag,
        contentType: TYPE,
      });
    },
  );
};
