import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { BuildValidator } from './validator-compiler';

type Validate = ReturnType<ReturnType<BuildValidator>>;
type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serialize = (payload: unknown) => string;

/**
 * Route schemas are compiled when a route first needs them, not while the server starts: compiling every
 * route's validators (Ajv) and response serializers (fast-json-stringify) was most of a restart's time,
 * about 3.5 s of CPU before the server could listen. `compileAll` compiles whatever is still waiting
 * (server.ts runs it once listening, a step at a time so requests are answered meanwhile), and so a
 * schema that does not compile is still reported at start-up and by the tests, not by a user's request.
 */
export type DeferredSchemas = {
  buildValidator: BuildValidator;
  buildSerializer: SerializerFactory;
  /** Compiles every schema not yet compiled, yielding to the event loop between two; resolves to their count. */
  compileAll(): Promise<number>;
};

export function deferSchemas(buildValidator: BuildValidator): DeferredSchemas {
  const waiting = new Set<() => unknown>();

  /** The compiled function, made on its first call (or by compileAll) and kept. */
  function onFirstUse<F>(compile: () => F): () => F {
    let compiled: F | undefined;
    const get = (): F => {
      if (compiled === undefined) {
        waiting.delete(get);
        compiled = compile();
      }
      return compiled;
    };
    waiting.add(get);
    return get;
  }

  return {
    buildValidator: (externalSchemas, options) => {
      const compilerFor = buildValidator(externalSchemas, options);
      return (route) => {
        const compiled = onFirstUse(() => compilerFor(route));
        const validate = ((data: unknown, context?: unknown) => {
          const run = compiled();
          const valid = (run as (data: unknown, context?: unknown) => unknown)(data, context);
          validate.errors = run.errors;
          return valid;
        }) as Validate;
        // Fastify reads `errors` after a failed call, and passes the parent object (for Ajv's coercion of a
        // root value) only to a validator that carries Ajv's schemaEnv: both come from the compiled one.
        Object.defineProperty(validate, 'schemaEnv', { get: () => compiled().schemaEnv });
        return validate;
      };
    },
    buildSerializer: (externalSchemas, options) => {
      const compilerFor = SerializerSelector()(externalSchemas, options);
      return (route) => {
        const compiled = onFirstUse<Serialize>(() => compilerFor(route));
        return (payload: unknown) => compiled()(payload);
      };
    },
    async compileAll() {
      let count = 0;
      for (const compile of waiting) {
        compile();
        count += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
      return count;
    },
  };
}
