import { AjvCompiler } from '@fastify/ajv-compiler';

export type BuildValidator = ReturnType<typeof AjvCompiler>;
type ValidatorOptions = NonNullable<Parameters<BuildValidator>[1]>;
type RouteSchema = Parameters<ReturnType<BuildValidator>>[0] & { httpPart?: string };
type Validate = ReturnType<ReturnType<BuildValidator>>;
type ErrorObject = NonNullable<Validate['errors']>[number];

/**
 * Ajv's coercion turns `?limit=1e309` or `Infinity` into Infinity, which then passes `integer` and `maximum`
 * (a database then refuses it with a 500). A query string or path parameter never means an infinite number,
 * so any that coercion produced is refused as a type error of its field.
 */
function refusingInfinity(validate: Validate): Validate {
  const wrapped = ((data: unknown, context?: unknown) => {
    const valid = (validate as (data: unknown, context?: unknown) => unknown)(data, context);
    wrapped.errors = validate.errors;
    if (valid !== true || typeof data !== 'object' || data === null) return valid;
    const infinite = Object.entries(data).filter(
      ([, value]) => typeof value === 'number' && !Number.isFinite(value),
    );
    if (infinite.length === 0) return true;
    wrapped.errors = infinite.map(
      ([field]): ErrorObject => ({
        instancePath: `/${field}`,
        schemaPath: `#/properties/${field}/type`,
        keyword: 'type',
        params: { type: 'number' },
        message: 'must be a finite number',
      }),
    );
    return false;
  }) as Validate;
  // Fastify passes the parent object only to validators that carry Ajv's schemaEnv (coercion of a root value).
  wrapped.schemaEnv = validate.schemaEnv;
  return wrapped;
}

/**
 * Fastify asks for a validator compiler in every plugin context (twenty here); like its default one, these
 * pools hand back the same Ajv instance for the same external schemas and options, instead of a new one
 * each time (each new one validated and added the forty-odd shared schemas again: ~0.2 s each).
 */
const strictPool = AjvCompiler();
const coercingPool = AjvCompiler();

/**
 * JSON bodies are validated strictly (no coercion: `"true"` is not a boolean there), but a query string
 * or a path parameter is text by nature, so `?show_deleted=true` must become `true`. Two Ajv instances
 * share the app's options and external schemas; only coerceTypes differs.
 */
export const buildValidator: BuildValidator = (externalSchemas, options) => {
  const strict = strictPool(externalSchemas, options);
  const coercingOptions = {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: true },
  } as ValidatorOptions;
  const coercing = coercingPool(externalSchemas, coercingOptions);
  return (route: RouteSchema) =>
    route.httpPart === 'body' ? strict(route) : refusingInfinity(coercing(route));
};
