// `npm run contract` writes shared/src/api/contract.gen.ts from the API's OpenAPI document;
// `npm run contract -- --check` fails when the committed file is not what the API describes now.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { contractSource } from './src/contract/generate-contract';
import { VALUE_LISTS } from './src/contract/value-lists';

const target = join(__dirname, '..', 'shared', 'src', 'api', 'contract.gen.ts');

async function main(): Promise<void> {
  const base = loadConfig({ JWT_SECRET: 'contract-generation-only-secret-0123456789' });
  const app = await buildApp(
    { ...base, database: { kind: 'pglite', dataDir: null }, logLevel: 'silent' },
    { mailOutput: process.stderr },
  );
  try {
    await app.ready();
    const document = (await app.inject({ url: '/v1/openapi.json' })).json();
    const source = contractSource(document, VALUE_LISTS);
    if (process.argv.includes('--check')) {
      let committed = '';
      try {
        committed = readFileSync(target, 'utf8');
      } catch {}
      if (committed !== source) {
        console.error('shared/src/api/contract.gen.ts is out of date: run `npm run contract` and commit it.');
        process.exitCode = 1;
      } else console.log('contract types are current');
    } else {
      writeFileSync(target, source);
      console.log(`wrote ${target}`);
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
