import { fc } from '@fast-check/jest';
import type { JsonSchema } from './schema-arbitraries';

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiMedia = { schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, OpenApiMedia> };
  responses?: Record<string, { content?: Record<string, OpenApiMedia> }>;
  security?: unknown[];
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Parameter = { name: string; required: boolean; schema: JsonSchema };

/** One operation of the OpenAPI document, in the shape the fuzzer draws requests from. */
export type Operation = {
  /** `GET /v1/pages/{pageId}`: the document's own name for it. */
  key: string;
  method: string;
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | null;
  bodyRequired: boolean;
  /** Declared statuses, each with its JSON schema (null for another media type, e.g. CSV or an image). */
  responses: Map<number, JsonSchema | null>;
  secured: boolean;
  [fc.toStringMethod]: () => string;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation the document declares. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        in: parameter.in,
        name: parameter.name,
        required: parameter.required === true,
        schema: parameter.schema ?? { type: 'string' },
      }));
      const responses = new Map<number, JsonSchema | null>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        responses.set(Number(status), response.content?.['application/json']?.schema ?? null);
      }
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        bodyRequired: operation.requestBody?.required === true,
        responses,
        // An empty requirement (`{}`) among them means credentials are optional.
        // Counterexamples name the operation, not its whole schema.
        [fc.toStringMethod]: () => `${method.toUpperCase()} ${path}`,
        secured:
          (operation.security ?? []).length > 0 && !(operation.security ?? []).some(isEmptyRequirement),
      });
    }
  }
  return operations;
}

const isEmptyRequirement = (requirement: unknown) =>
  typeof requirement === 'object' && requirement !== null && Object.keys(requirement).length === 0;

/** The methods each path answers, for requests with any other method (405 with `Allow`). */
export function methodsByPath(operations: Operation[]): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const operation of operations)
    byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation.method]);
  return byPath;
}

/** Follows `#/components/schemas/X` references, so request schemas can be generated from. */
export function dereference(
  document: OpenApiDocument,
  schema: JsonSchema,
  seen = new Set<string>(),
): JsonSchema {
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) {
    const name = ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target || seen.has(name)) return {};
    return dereference(document, target, new Set([...seen, name]));
  }
  const copy: Record<string, unknown> = { ...schema };
  if (schema.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, dereference(document, value, seen)]),
    );
  }
  if (schema.items) copy.items = dereference(document, schema.items, seen);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (list) copy[key] = list.map((item) => dereference(document, item, seen));
  }
  return copy as JsonSchema;
}
