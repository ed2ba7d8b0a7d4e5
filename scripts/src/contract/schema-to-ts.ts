/**
 * JSON Schema (the subset the API's route schemas use, OpenAPI 3.1 dialect) → TypeScript type text.
 * openapi-typescript needs the TypeScript compiler API, which TypeScript 7 no longer has; this small
 * printer covers what our schemas contain and fails loudly on anything else, so nothing is silently `any`.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  description?: string;
  format?: string;
  [keyword: string]: unknown;
};

const REF_PREFIX = '#/components/schemas/';
const SCALARS: Record<string, string> = {
  string: 'string',
  integer: 'number',
  number: 'number',
  boolean: 'boolean',
  null: 'null',
};

/** Value lists the contract names: the JSON of the values, in order → the type's name. */
export type EnumNames = ReadonlyMap<string, string>;
const NO_NAMES: EnumNames = new Map();

const literal = (value: unknown) => JSON.stringify(value);
const union = (parts: string[]) => [...new Set(parts)].join(' | ') || 'never';
const propertyKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name));

function objectType(schema: JsonSchema, indent: string, names: EnumNames): string {
  const properties = Object.entries(schema.properties ?? {});
  const inner = `${indent}  `;
  const lines = properties.map(([name, property]) => {
    const optional = schema.required?.includes(name) ? '' : '?';
    const doc = property.description ? `${inner}/** ${property.description} */\n` : '';
    return `${doc}${inner}${propertyKey(name)}${optional}: ${schemaToTs(property, inner, names)};`;
  });
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object')
    lines.push(`${inner}[key: string]: ${schemaToTs(extra, inner, names)};`);
  else if (properties.length === 0) return 'Record<string, unknown>';
  return `{\n${lines.join('\n')}\n${indent}}`;
}

export function schemaToTs(schema: JsonSchema, indent = '', names: EnumNames = NO_NAMES): string {
  if (schema.$ref) {
    if (!schema.$ref.startsWith(REF_PREFIX)) throw new Error(`unsupported $ref ${schema.$ref}`);
    return schema.$ref.slice(REF_PREFIX.length);
  }
  if (schema.oneOf || schema.anyOf) {
    return union((schema.oneOf ?? schema.anyOf ?? []).map((part) => schemaToTs(part, indent, names)));
  }
  if (schema.const !== undefined) return literal(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.enum) {
    const named = names.get(JSON.stringify(schema.enum));
    const values = named ? [named] : schema.enum.map(literal);
    return union(types.includes('null') && !schema.enum.includes(null) ? [...values, 'null'] : values);
  }
  if (types.length === 0) {
    if (schema.properties) return objectType(schema, indent, names);
    throw new Error(`schema without a type: ${JSON.stringify(schema).slice(0, 120)}`);
  }
  return union(
    types.map((type) => {
      if (type === 'object') return objectType(schema, indent, names);
      if (type === 'array') {
        if (!schema.items) return 'unknown[]';
        const item = schemaToTs(schema.items, indent, names);
        return /^[\w.]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
      }
      const scalar = SCALARS[type];
      if (!scalar) throw new Error(`unsupported type ${type}`);
      return scalar;
    }),
  );
}
