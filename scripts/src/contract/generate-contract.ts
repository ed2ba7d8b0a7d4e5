import { type EnumNames, type JsonSchema, schemaToTs } from './schema-to-ts';

type Parameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: Parameter[];
};
type OpenApiDocument = {
  components?: { schemas?: Record<string, JsonSchema> };
  paths?: Record<string, Record<string, Operation>>;
};

/** A value list the server keeps (lib/enums.ts and the like): exported as an `as const` array, and
 *  when it has a type name, every schema enum with exactly these values is printed as that type. */
export type ValueList = { list: string; type?: string; values: readonly string[] };

const HEADER = `// Generated from the API's /v1/openapi.json by \`npm run contract\` — do not edit by hand.
// CI regenerates it and fails when it differs (\`npm run contract:check\`).
`;

function valueListSource({ list, type, values }: ValueList): string {
  const array = `export const ${list} = ${JSON.stringify(values).replaceAll(',', ', ')} as const;\n`;
  return type ? `${array}export type ${type} = (typeof ${list})[number];\n` : array;
}

/** Operations in path order, each as `"METHOD /path"` with the operation. */
function operations(document: OpenApiDocument): Array<[string, Operation]> {
  return Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

function querySchema(operation: Operation): JsonSchema | undefined {
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return undefined;
  return {
    type: 'object',
    required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
  };
}

/** One type whose keys are the operations and whose values are what `pick` finds in each. */
function operationMap(
  name: string,
  doc: string,
  entries: Array<[string, Operation]>,
  pick: (operation: Operation) => JsonSchema | undefined,
  names: EnumNames,
): string {
  const lines = entries.flatMap(([key, operation]) => {
    const schema = pick(operation);
    return schema ? [`  ${JSON.stringify(key)}: ${schemaToTs(schema, '  ', names)};`] : [];
  });
  return `/** ${doc} */\nexport type ${name} = {\n${lines.join('\n')}\n};\n`;
}

/**
 * The server's value lists, one exported type per named schema of the API (components.schemas) in
 * name order, then the request bodies and query strings of every operation keyed by method and path.
 */
export function contractSource(document: OpenApiDocument, valueLists: readonly ValueList[] = []): string {
  const schemas = Object.entries(document.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (schemas.length === 0) throw new Error('the OpenAPI document names no schemas');
  const names: EnumNames = new Map(
    valueLists.flatMap(({ type, values }) => (type ? [[JSON.stringify(values), type] as const] : [])),
  );
  const types = schemas.map(([name, schema]) => {
    const doc = schema.description ? `/** ${schema.description} */\n` : '';
    return `${doc}export type ${name} = ${schemaToTs(schema, '', names)};\n`;
  });
  const entries = operations(document);
  const bodies = operationMap(
    'RequestBodies',
    'The JSON body each operation accepts, by "METHOD /path".',
    entries,
    (operation) => operation.requestBody?.content['application/json']?.schema,
    names,
  );
  const queries = operationMap(
    'QueryParams',
    'The query string each operation reads.',
    entries,
    querySchema,
    names,
  );
  return `${HEADER}\n${[...valueLists.map(valueListSource), ...types, bodies, queries].join('\n')}`;
}
