import { AjvCompiler } from '@fastify/ajv-compiler';

type BuildValidator = ReturnType<typeof AjvCompiler>;
type ValidatorOptions = NonNullable<Parameters<BuildValidator>[1]>;
type RouteSchema = Parameters<ReturnType<BuildValidator>>[0] & { httpPart?: string };

/**
 * JSON bodies are validated strictly (no coercion: `"true"` is not a boolean there), but a query string
 * or a path parameter is text by nature, so `?show_deleted=true` must become `true`. Two Ajv instances
 * share the app's options and external schemas; only coerceTypes differs.
 */
export const buildValidator: BuildValidator = (externalSchemas, options) => {
  const strict = AjvCompiler()(externalSchemas, options);
  const coercingOptions = {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: true },
  } as ValidatorOptions;
  const coercing = AjvCompiler()(externalSchemas, coercingOptions);
  return (route: RouteSchema) => (route.httpPart === 'body' ? strict(route) : coercing(route));
};
