import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every compressible answer (JSON, JS, CSS, HTML, the translation files, the built
 * front ends served by @fastify/static). Brotli's default quality (11) costs ~100× the CPU of quality 4
 * for a few percent, and these answers are compressed on every request. Small bodies are not worth it.
 */
export async function setupCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are small JSON; accepting compressed ones would only invite decompression bombs.
    globalDecompression: false,
  });
}
