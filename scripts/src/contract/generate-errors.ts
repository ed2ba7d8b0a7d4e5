type CatalogueEntry = { readonly status: number; readonly key?: string };

const HEADER = `// Generated from the server's error catalogue (server/src/lib/error-catalogue.ts) by \`npm run contract\`
// — do not edit by hand. CI regenerates it and fails when it differs (\`npm run contract:check\`).
`;

/**
 * Every code the API answers with its status and, where the console words it itself, its translation key:
 * the front ends match a failure on its code, typed by `ApiErrorCode`.
 */
export function errorsSource(catalogue: Readonly<Record<string, CatalogueEntry>>): string {
  const entries = Object.entries(catalogue).map(([code, { status, key }]) => {
    const fields = [`status: ${status}`, ...(key ? [`key: ${JSON.stringify(key)}`] : [])];
    return `  ${JSON.stringify(code)}: { ${fields.join(', ')} },\n`;
  });
  if (entries.length === 0) throw new Error('the error catalogue is empty');
  return `${HEADER}
export const API_ERRORS = {
${entries.join('')}} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;
`;
}
