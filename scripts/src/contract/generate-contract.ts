import { type JsonSchema, schemaToTs } from './schema-to-ts';

type OpenApiDocument = { components?: { schemas?: Record<string, JsonSchema> } };

const HEADER = `// Generated from the API's /v1/openapi.json by \`npm run contract\` — do not edit by hand.
// CI regenerates it and fails when it differs (\`npm run contract:check\`).
`;

/** One exported type per named schema of the API (components.schemas), in name order. */
export function contractSource(document: OpenApiDocument): string {
  const schemas = Object.entries(document.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (schemas.length === 0) throw new Error('the OpenAPI document names no schemas');
  const types = schemas.map(([name, schema]) => {
    const doc = schema.description ? `/** ${schema.description} */\n` : '';
    return `${doc}export type ${name} = ${schemaToTs(schema)};\n`;
  });
  return `${HEADER}\n${types.join('\n')}`;
}
