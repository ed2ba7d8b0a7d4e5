// Reads the locale files and the sources that name their keys (the front ends and the server's own
// copy) to tell which translation keys exist and which ones the code names. Keys are named in code
// only as whole string literals (`t('auth.login.title')`, or a literal map), so a literal scan finds
// every use.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');
export const COPY_SOURCES = [
  'shared/src',
  'host/src',
  'remote-auth/src',
  'remote-statuspages/src',
  'remote-settings/src',
  'remote-public/src',
  // The server's own copy (maintenance steps, feeds) names its keys in this one file.
  'server/src/lib/server-copy.ts',
];

// i18next plural forms: en uses one/other, ru adds few/many.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

export function readLocale(language: string): Tree {
  return JSON.parse(readFileSync(join(repoRoot, 'locales', language, 'translation.json'), 'utf8')) as Tree;
}

export function flattenKeys(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const path = prefix + name;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [child, text] of flattenKeys(value, `${path}.`)) keys.set(child, text);
  }
  return keys;
}

/** The key without its plural suffix: `x_one` and `x_many` are both uses of `x`. */
export function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

function sourceFiles(dir: string): string[] {
  if (/\.tsx?$/.test(dir)) return [dir];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Every string literal in product code whose first segment is a top-level locale section. */
export function keysNamedInCode(sections: Set<string>): Map<string, string> {
  const named = new Map<string, string>();
  const literal = /(['"`])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g;
  for (const dir of COPY_SOURCES) {
    for (const file of sourceFiles(join(repoRoot, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(literal)) {
        const candidate = match[2] ?? '';
        if (sections.has(candidate.split('.')[0] ?? ''))
          named.set(candidate, file.slice(repoRoot.length + 1));
      }
    }
  }
  return named;
}
