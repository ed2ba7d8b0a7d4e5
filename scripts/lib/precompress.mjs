// A built front end's files, compressed once at build time: `<file>.br` (Brotli at its best quality) and
// `<file>.gz` beside each file the browser loads, which the server sends as they are (@fastify/static's
// `preCompressed`, server/src/modules/frontend/static-routes.ts) instead of compressing every answer again
// at a quality cheap enough for that. Run by the build (workspaces.mjs) after rspack, whose `output.clean`
// removes them with the rest of dist/ on the next build, so a compressed copy never outlives its file.
//   node scripts/lib/precompress.mjs <dist folder> ...
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser may load and compresses well; the rest (images, fonts) is left as it is. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map|webmanifest|xml)$/i;
/** Server-side renderers (dist/ssr/), which the server loads itself and never serves. */
const SERVER_ONLY = new Set(['ssr']);

/** Every compressible file under `dir`, skipping hidden entries and, at the top, the server's folders. */
export async function browserFiles(dir, top = true) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const file = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(top && SERVER_ONLY.has(entry.name))) found.push(...(await browserFiles(file, false)));
    } else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) {
      found.push(file);
    }
  }
  return found;
}

async function compressFile(file) {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        // Quality 10: within 2 % of 11's size at under half its time (a full build's files: ~3 s on 2 cores).
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: bytes.length, br: br.length };
}

/** Compresses every browser file of each folder, a few at a time (zlib runs on libuv's thread pool). */
export async function precompress(dirs) {
  const files = (await Promise.all(dirs.map((dir) => browserFiles(dir)))).flat();
  // Largest first, so one big script does not run alone at the end.
  const sized = await Promise.all(files.map(async (file) => ({ file, size: (await readFile(file)).length })));
  const queue = sized.sort((a, b) => b.size - a.size).map(({ file }) => file);
  let raw = 0;
  let br = 0;
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const sizes = await compressFile(file);
      raw += sizes.raw;
      br += sizes.br;
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return { files: files.length, raw, br };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const { files, raw, br } = await precompress(process.argv.slice(2));
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(
    `[build] compressed ${files} files once (${kib(raw)} -> ${kib(br)} with Brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
