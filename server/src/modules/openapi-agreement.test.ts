import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { can } from '../lib/permissions';
import { buildTestApp } from '../testing/build-test-app';
import { accessTokenFor, bearer, createPage, createUser } from '../testing/factories';

/** Where the OpenAPI document (/v1/openapi.json) and the server's answers used to disagree. */

type Operation = {
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Schema> } }> };
};
type Schema = { pattern?: string; format?: string };
type Document = { paths: Record<string, Record<string, Operation>> };

let app: FastifyInstance;
let document: Document;
let owner: Awaited<ReturnType<typeof createUser>>;
let headers: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  document = (await app.inject('/v1/openapi.json')).json();
  owner = await createUser(app);
  headers = bearer(await accessTokenFor(app, owner));
});

afterAll(async () => {
  await app.close();
});

const operation = (method: string, path: string): Operation => {
  const found = document.paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};
const declared = (method: string, path: string) => Object.keys(operation(method, path).responses).map(Number);
const bodyField = (method: string, path: string, field: string) =>
  operation(method, path).requestBody?.content['application/json']?.schema.properties?.[field] ?? {};
const allOperations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, op })),
  );

it('documents POST /v1/logout as taking credentials optionally, as it answers 204 without them', async () => {
  const response = await app.inject({ method: 'POST', url: '/v1/logout' });
  expect(response.statusCode).toBe(204);
  expect(operation('POST', '/v1/logout').security).toContainEqual({});
});

it('declares the 400 of the control-character check on every operation', async () => {
  const response = await app.inject({ method: 'GET', url: '/v1/pages/%01', headers });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'validation_failed' });
  const missing = allOperations().filter(({ op }) => !('400' in op.responses));
  expect(missing.map(({ key }) => key)).toEqual([]);
});

it('declares 401 on every secured operation, and 403 wherever a role or an API token can be refused', () => {
  const problems: string[] = [];
  for (const route of app.securedRoutes) {
    const key = `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`;
    const statuses = declared(route.method, route.url.replace(/:(\w+)/g, '{$1}'));
    if (!statuses.includes(401)) problems.push(`${key}: 401`);
    const refusable = route.personOnly || !can('viewer', route.permission);
    if (refusable && !statuses.includes(403)) problems.push(`${key}: 403`);
  }
  expect(problems).toEqual([]);
});

it('lets a path parameter of any length reach its route: 400 past its maxLength, else what the route says', async () => {
  const token = (length: number) => `/v1/public/invitations/${'x'.repeat(length)}`;
  const documented = await app.inject(token(200));
  expect(documented.statusCode).toBe(400);
  expect(documented.json()).toMatchObject({ code: 'invalid_token' });
  const tooLong = await app.inject(token(201));
  expect([tooLong.statusCode, tooLong.json().code]).toEqual([400, 'validation_failed']);

  const subscribe = (length: number) =>
    app.inject({
      method: 'POST',
      url: `/v1/public/pages/${'s'.repeat(length)}/subscribers`,
      payload: { email: 'visitor@example.test' },
    });
  expect((await subscribe(100)).statusCode).toBe(404);
  for (const length of [101, 5000]) {
    const response = await subscribe(length);
    expect([length, response.statusCode, response.json().code]).toEqual([length, 400, 'validation_failed']);
  }
});

it('answers an unknown method on a known path 405 with Allow', async () => {
  const put = await app.inject({ method: 'PUT', url: '/v1/pages', headers });
  expect(put.statusCode).toBe(405);
  expect(put.json()).toEqual({ code: 'method_not_allowed', message: expect.any(String) });
  expect(put.headers.allow).toBe('GET, HEAD, POST');
  const page = await createPage(app, owner.organization_id);
  const post = await app.inject({ method: 'POST', url: `/v1/pages/${page.id}/subscribers/x` });
  expect([post.statusCode, post.headers.allow]).toEqual([405, 'DELETE']);
  const unknown = await app.inject({ method: 'PUT', url: '/v1/no-such-thing' });
  expect(unknown.statusCode).toBe(404);
});

it('answers 405 for GET on a known path also when built front ends serve every other GET', async () => {
  // The host's static files take every GET the API has no route for; a path the API knows is still its own.
  const repoRoot = mkdtempSync(join(tmpdir(), 'statusdeck-built-'));
  mkdirSync(join(repoRoot, 'host', 'dist'), { recursive: true });
  writeFileSync(join(repoRoot, 'host', 'dist', 'index.html'), '<!doctype html><title>host</title>');
  const built = await buildTestApp({ repoRoot });
  try {
    const get = await built.inject({ method: 'GET', url: '/v1/users/change-password' });
    expect([get.statusCode, get.json().code]).toEqual([405, 'method_not_allowed']);
    expect(get.headers.allow).toContain('POST');
    const deepLink = await built.inject({
      method: 'GET',
      url: '/statuspages',
      headers: { accept: 'text/html' },
    });
    expect([deepLink.statusCode, deepLink.body]).toEqual([
      200,
      expect.stringContaining('<title>host</title>'),
    ]);
    const unknown = await built.inject({ method: 'GET', url: '/v1/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
  } finally {
    await built.close();
    rmSync(repoRoot, { recursive: true, force: true });
  }
});

it("documents the 308 that a renamed page's old address answers on the public JSON API", async () => {
  for (const path of [
    '/v1/public/pages/{slug}',
    '/v1/public/pages/{slug}/incidents/{id}',
    '/v1/public/pages/{slug}/history',
  ]) {
    expect([path, Object.keys(document.paths[path]?.get?.responses ?? {})]).toEqual([
      path,
      expect.arrayContaining(['308']),
    ]);
  }
});

it('refuses a query number spelled as infinite with a 400 naming the field, never a 500', async () => {
  const page = await createPage(app, owner.organization_id);
  for (const limit of ['1e309', 'Infinity', '-Infinity']) {
    const response = await app.inject({ url: `/v1/pages/${page.id}/subscribers?limit=${limit}`, headers });
    expect([limit, response.statusCode, response.json().code, response.json().details?.[0]?.field]).toEqual([
      limit,
      400,
      'validation_failed',
      'limit',
    ]);
  }
});

it('documents the e-mail addresses it accepts: a domain with a dot', async () => {
  const email = bodyField('POST', '/v1/users/request-password-reset', 'email');
  expect(email.format).toBe('email');
  const pattern = new RegExp(email.pattern ?? '');
  const ask = (address: string) =>
    app.inject({ method: 'POST', url: '/v1/users/request-password-reset', payload: { email: address } });
  for (const refused of ['0@com', 'a@b', 'no-at.example.test']) {
    expect([refused, pattern.test(refused), (await ask(refused)).statusCode]).toEqual([refused, false, 400]);
  }
  // The pattern and the format both refuse it; the answer names the field once.
  expect((await ask('0@com')).json().details).toEqual([
    { field: 'email', code: 'invalid_format', message: 'email must match format "email"' },
  ]);
  expect(pattern.test('0@example.com')).toBe(true);
  expect((await ask('0@example.com')).statusCode).toBe(202);
});

describe('single-line names', () => {
  it.each([
    ['PATCH', '/v1/organizations/{id}'],
    ['POST', '/v1/pages'],
    ['POST', '/v1/pages/{pageId}/components'],
    ['POST', '/v1/pages/{pageId}/component-groups'],
    ['POST', '/v1/pages/{pageId}/incidents'],
  ])('%s %s refuses a line break in the name, and its document says so', async (method, path) => {
    const pattern = new RegExp(bodyField(method, path, 'name').pattern ?? '');
    expect(pattern.test('a\r\nb')).toBe(false);
    expect(pattern.test('a\nb')).toBe(false);
    expect(pattern.test('Main API (EU)')).toBe(true);
    const user = await createUser(app);
    const page = await createPage(app, user.organization_id);
    const url = path.replace('{id}', user.organization_id).replace('{pageId}', page.id);
    for (const name of ['two\nlines', 'two\r\nlines', 'carriage\rreturn']) {
      const response = await app.inject({
        method: method as 'POST',
        url,
        headers: bearer(await accessTokenFor(app, user)),
        payload: { name, ...(path.endsWith('incidents') ? { body: 'Looking into it' } : {}) },
      });
      expect([name, response.statusCode]).toEqual([name, 400]);
      expect(response.json().details).toContainEqual(expect.objectContaining({ field: 'name' }));
    }
  });
});
