import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginOptions } from 'fastify';
import type { namedSchemas } from './api-schemas';
import type { RouteDeps } from './route-deps';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type References = Mutable<typeof namedSchemas>;
/** Handlers may answer a Date where the schema says date-time: the serializer writes ISO 8601. */
type DatesAsStrings = [{ pattern: { type: 'string'; format: 'date-time' }; output: Date | string }];

/**
 * A route module whose handler types come from its `as const` JSON schemas: request params, query and body
 * are typed from the validation schemas, replies from the response schemas, `{ $ref }`s resolved.
 */
export type RoutePlugin<Options extends FastifyPluginOptions = RouteDeps> = FastifyPluginAsyncJsonSchemaToTs<{
  Options: Options;
  ValidatorSchemaOptions: { references: References };
  SerializerSchemaOptions: { references: References; deserialize: DatesAsStrings };
}>;
