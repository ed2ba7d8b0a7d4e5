import Fastify from 'fastify';
import { buildTestApp } from '../testing/build-test-app';
import { deferSchemas } from './deferred-schemas';
import { type BuildValidator, buildValidator } from './validator-compiler';

/** A Fastify app with one route, compiled the way buildApp compiles, counting the validators compiled. */
async function appWithOneRoute() {
  const compiled: string[] = [];
  const counting: BuildValidator = (externalSchemas, options) => {
    const compilerFor = buildValidator(externalSchemas, options);
    return (route) => {
      compiled.push((route as { httpPart?: string }).httpPart ?? '');
      return compilerFor(route);
    };
  };
  const schemas = deferSchemas(counting);
  const app = Fastify({
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: false } },
    schemaController: {
      compilersFactory: { buildValidator: schemas.buildValidator, buildSerializer: schemas.buildSerializer },
    },
  });
  app.post(
    '/things',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', maximum: 100 } },
          additionalProperties: false,
        },
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', minLength: 1 } },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: { name: { type: 'string' }, limit: { type: 'integer' } },
          },
        },
      },
    },
    async (request) => ({
      ...(request.body as { name: string }),
      limit: (request.query as { limit?: number }).limit,
      secret: 'not in the response schema',
    }),
  );
  await app.ready();
  return { app, schemas, compiled };
}

describe('route schemas compiled on first use', () => {
  it('compiles nothing while the app starts', async () => {
    const { app, compiled } = await appWithOneRoute();
    expect(compiled).toEqual([]);
    await app.close();
  });

  it('validates, coerces the query string and serializes as compiled up front, then keeps the compiled ones', async () => {
    const { app, compiled } = await appWithOneRoute();

    const refused = await app.inject({ method: 'POST', url: '/things?limit=500', payload: { name: 'a' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('querystring/limit must be <= 100');
    // Every error of the body at once (allErrors), as with schemas compiled up front.
    const badBody = await app.inject({
      method: 'POST',
      url: '/things?limit=5',
      payload: { name: '', extra: 1 },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toBe(
      'body must NOT have additional properties, body/name must NOT have fewer than 1 characters',
    );
    const infinite = await app.inject({
      method: 'POST',
      url: '/things?limit=-Infinity',
      payload: { name: 'a' },
    });
    expect(infinite.statusCode).toBe(400);

    const answered = await app.inject({ method: 'POST', url: '/things?limit=7', payload: { name: 'Disk' } });
    expect(answered.statusCode).toBe(200);
    // The limit arrived as a number (coerced), and the field outside the response schema was left out.
    expect(answered.body).toBe('{"name":"Disk","limit":7}');
    expect(compiled.sort()).toEqual(['body', 'querystring']);
    await app.close();
  });

  it('compileAll compiles whatever has not been used yet, once', async () => {
    const { app, schemas, compiled } = await appWithOneRoute();
    // Two validators (query string, body) and the 200 serializer.
    await expect(schemas.compileAll()).resolves.toBe(3);
    expect(compiled.sort()).toEqual(['body', 'querystring']);
    await expect(schemas.compileAll()).resolves.toBe(0);
    const answered = await app.inject({ method: 'POST', url: '/things', payload: { name: 'Disk' } });
    expect(answered.json()).toEqual({ name: 'Disk' });
    expect(compiled).toHaveLength(2);
    await app.close();
  });

  // Several hundred validators and serializers: CPU-bound, ~7 s on a quiet run and over 30 s when the
  // machine's other jobs keep it busy (seen in CI at load 12), so this one test has a wider ceiling.
  it('compiles every route schema of the application', async () => {
    const app = await buildTestApp();
    await expect(app.compileSchemas()).resolves.toBeGreaterThan(100);
    await app.close();
  }, 120_000);
});
