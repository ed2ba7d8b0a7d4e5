// `npm run contract` writes shared/src/api/contract.gen.ts from the API's OpenAPI document and
// shared/src/api/errors.gen.ts from its error catalogue; `npm run contract -- --check` fails when a
// committed file is not what the API describes now.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { ERROR_CATALOGUE } from '../server/src/lib/error-catalogue';
import { contractSource } from './src/contract/generate-contract';
import { errorsSource } from './src/contract/generate-errors';
import { VALUE_LISTS } from './src/contract/value-lists';

const apiDir = join(__dirname, '..', 'shared', 'src', 'api');
const target = join(apiDir, 'contract.gen.ts');
const errorsTarget = join(apiDir, 'errors.gen.ts');

/** Writes `source` to `path`, or with --check says whether the committed file already is it. */
function emit(path: string, source: string): void {
  const name = `shared/src/api/${basename(path)}`;
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(path, 'utf8');
    } catch {}
    if (committed !== source) {
      console.error(`${name} is out of date: run \`npm run contract\` and commit it.`);
      process.exitCode = 1;
    } else console.log(`${name} is current`);
  } else {
    writeFileSync(path, source);
    console.log(`wrote ${path}`);
  }
}

async function main(): Promise<void> {
  const base = loadConfig({ JWT_SECRET: 'contract-generation-only-secret-0123456789' });
  const app = await buildApp(
    { ...base, database: { kind: 'pglite', dataDir: null }, logLevel: 'silent' },
    { mailOutput: process.stderr },
  );
  try {
    await app.ready();
    const document = (await app.inject({ url: '/v1/openapi.json' })).json();
    emit(target, contractSource(document, VALUE_LISTS));
    emit(errorsTarget, errorsSource(ERROR_CATALOGUE));
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
