import { fc, test } from '@fast-check/jest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { can, type Role } from '../lib/permissions';
import { buildTestApp } from '../testing/build-test-app';
import { dereference, methodsByPath, type OpenApiDocument, type Operation, operationsOf } from './operations';
import { type Draw, drawRequest, type FuzzRequest, kindOf } from './requests';
import { responseValidator } from './response-validator';
import { Tenant } from './tenants';

/**
 * Requests drawn from the OpenAPI document for every operation — valid and broken, as every role, an API
 * token of every ceiling and nobody, with this organisation's ids and another's — and what must hold for
 * each answer: no 5xx, a declared status, a body matching that status's schema, nothing changed by a
 * refused write, and another organisation's ids answered 404; a method a path lacks answers 405 with Allow.
 *
 * The run is split into lanes, one test file each (api-fuzz-<lane>.test.ts), so jest runs them on separate
 * workers at once — each with an app and, on a PostgreSQL server, a database of its own — and a long run takes
 * half the time on two cores. Lane n draws from seed + n − 1, and makes its share of the requests.
 *
 * `npm test` runs a quick seeded run; `npm run test:fuzz` a long one with a new seed (FUZZ_SEED=… replays a
 * run, FUZZ_REQUESTS=… sets its length over all lanes, FUZZ_KEEP_GOING=1 lists every violation instead of
 * stopping).
 */

const FUZZ_LANES = 2;
const LONG = process.env.FUZZ_LONG === '1';
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? (LONG ? 20_000 : 700));
const BASE_SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : LONG
    ? Date.now() % 2 ** 31
    : 20_261_126;
const KEEP_GOING = process.env.FUZZ_KEEP_GOING === '1';

/** Registers lane `lane` (1-based) of the fuzz run in the calling test file. */
export function fuzzLane(lane: number): void {
  const REQUESTS = Math.ceil(TOTAL_REQUESTS / FUZZ_LANES);
  const SEED = (BASE_SEED + lane - 1) % 2 ** 31;

  let app: FastifyInstance;
  let home: Tenant;
  let foreign: Tenant;
  let operations: Operation[];
  let validate: ReturnType<typeof responseValidator>;
  /** The secured scope's permission for each operation (`GET /v1/pages/{pageId}` form). */
  let permissions: Map<string, { permission: Parameters<typeof can>[1]; personOnly: boolean }>;

  const statusCounts = new Map<number, number>();
  const operationStatuses = new Map<string, Set<number>>();
  const violations = new Map<string, string[]>();

  beforeAll(async () => {
    app = await buildTestApp();
    const document = app.swagger() as unknown as OpenApiDocument;
    validate = responseValidator(document);
    operations = operationsOf(document).map((operation) => ({
      ...operation,
      body: operation.body ? dereference(document, operation.body) : null,
      pathParams: operation.pathParams.map((p) => ({ ...p, schema: dereference(document, p.schema) })),
      query: operation.query.map((p) => ({ ...p, schema: dereference(document, p.schema) })),
    }));
    permissions = new Map(
      app.securedRoutes.map((route) => [
        `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`,
        { permission: route.permission, personOnly: route.personOnly },
      ]),
    );
    home = await Tenant.create(app);
    foreign = await Tenant.create(app);
    process.stdout.write(
      `API fuzz, lane ${lane} of ${FUZZ_LANES}: ${REQUESTS} requests, seed ${SEED} ` +
        `(replay with FUZZ_SEED=${BASE_SEED} and --testPathPatterns api-fuzz-${lane})\n`,
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    printSummary();
  });

  function describeRequest(request: FuzzRequest, response: LightMyRequestResponse): string {
    const payload = request.payload === undefined ? '' : ` ${request.payload.slice(0, 300)}`;
    return `${request.operation.key} as ${request.credential}: ${request.method} ${request.url.slice(0, 300)}${payload} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  }

  /** Whether the credential may use the operation at all (the route table's permission and person rule). */
  function allowed(request: FuzzRequest): boolean {
    const rule = permissions.get(request.operation.key);
    if (!rule) return true;
    const credential = request.credential;
    if (credential === 'none' || credential === 'garbage') return false;
    const isToken = credential.startsWith('token:');
    if (isToken && rule.personOnly) return false;
    return can((isToken ? credential.slice(6) : credential) as Role, rule.permission);
  }

  function check(request: FuzzRequest, response: LightMyRequestResponse, changed: string[]): string[] {
    const problems: string[] = [];
    const status = response.statusCode;
    const operation = request.operation;
    if (status >= 500) problems.push(`5xx: ${status}`);
    // An id of "." or ".." is a dot segment: the URL is normalised to another path, which may lack the method.
    const dotSegment = /\/\.{1,2}(\/|$)/.test(request.url.split('?')[0] ?? '');
    if (!operation.responses.has(status) && !(status === 405 && dotSegment))
      problems.push(`undeclared status ${status}`);
    const schema = operation.responses.get(status);
    const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
    if (schema && status !== 204) {
      if (!json)
        problems.push(`status ${status} declares JSON, answered ${response.headers['content-type']}`);
      else {
        const error = validate(schema, response.json());
        if (error) problems.push(`body does not match the schema of ${status}: ${error}`);
      }
    }
    if (status === 204 && response.body !== '') problems.push('204 with a body');
    if (status >= 400 && changed.length > 0) problems.push(`refused write changed ${changed.join(' and ')}`);
    const foreignIds = request.idSources.includes('foreign');
    if (foreignIds && operation.secured && status < 400)
      problems.push("another organisation's id answered 2xx");
    const onlyIds = request.idSources.every((source) => source === 'home' || source === 'foreign');
    // Validation (400) or a rate limit on the caller (429) may answer before any lookup: neither tells about the id.
    if (
      foreignIds &&
      onlyIds &&
      operation.secured &&
      request.valid &&
      allowed(request) &&
      ![400, 404, 429].includes(status)
    ) {
      problems.push(`another organisation's id answered ${status}, not 404`);
    }
    return problems;
  }

  function record(request: FuzzRequest, status: number, problems: string[], description: string): void {
    statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
    const seen = operationStatuses.get(request.operation.key) ?? new Set<number>();
    seen.add(status);
    operationStatuses.set(request.operation.key, seen);
    for (const problem of problems) {
      const kind = `${request.operation.key}: ${problem.replace(/: .*/s, '')}`;
      const examples = violations.get(kind) ?? [];
      if (examples.length < 3) examples.push(`${problem}\n      ${description}`);
      violations.set(kind, examples);
    }
  }

  function printSummary(): void {
    const total = [...statusCounts.values()].reduce((sum, count) => sum + count, 0);
    const statuses = [...statusCounts.entries()].sort(([a], [b]) => a - b);
    const lines = [
      `API fuzz summary, lane ${lane} (seed ${SEED}): ${total} requests, ${operationStatuses.size}/${operations?.length ?? 0} operations`,
      `  statuses: ${statuses.map(([status, count]) => `${status}×${count}`).join(' ')}`,
      ...[...operationStatuses.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, seen]) => `  ${key}: ${[...seen].sort().join(' ')}`),
    ];
    if (violations.size > 0) {
      lines.push(`  ${violations.size} kinds of violation:`);
      for (const [kind, examples] of violations)
        lines.push(`  - ${kind}`, ...examples.map((e) => `    ${e}`));
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  /**
   * A method the path does not have, on a path of home ids: 405, with every method the document gives that
   * path in `Allow`. A concrete path can match more than one template (`/v1/users/roles` is also
   * `/v1/users/{id}`); a method one of them has is routed there, so it is not drawn, nor one of a hidden route.
   */
  async function wrongMethod(draw: Draw, operation: Operation): Promise<boolean> {
    const url = operation.pathParams.reduce((path, { name }) => {
      const kind = kindOf(operation.path, name);
      return path.replace(`{${name}}`, kind ? home.ids[kind] : 'pro');
    }, operation.path);
    const methods = new Set(
      [...methodsByPath(operations)]
        .filter(([template]) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(url))
        .flatMap(([, templateMethods]) => templateMethods),
    );
    // Routes the document hides (the server-rendered screens) have a method of their own on some paths.
    const template = operation.path.replace(/\{(\w+)\}/g, ':$1');
    const others = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'].filter(
      (method) => !methods.has(method) && !app.hasRoute({ method: method as 'GET', url: template }),
    );
    if (others.length === 0) return false;
    const method = draw(() => fc.constantFrom(...others));
    const response = await app.inject({ method: method as 'GET', url });
    if (methods.has('GET')) methods.add('HEAD');
    const allow = String(response.headers.allow ?? '').split(', ');
    const problems: string[] = [];
    if (response.statusCode !== 405) problems.push(`unknown method answered ${response.statusCode}, not 405`);
    else if ([...methods].some((known) => !allow.includes(known)) || allow.includes(method)) {
      problems.push(`Allow is "${response.headers.allow}" for the methods ${[...methods].sort().join(', ')}`);
    }
    const description = `${method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    record({ operation } as FuzzRequest, response.statusCode, problems, description);
    if (problems.length > 0 && !KEEP_GOING) throw new Error(`${problems.join('; ')}\n${description}`);
    return true;
  }

  test.prop([fc.gen()], { numRuns: REQUESTS, seed: SEED, endOnFailure: true })(
    'every answer is declared, matches its schema, and a refused write changes nothing',
    async (g) => {
      const draw: Draw = (arbitrary) => g(arbitrary);
      const operation = draw(() => fc.constantFrom(...operations));
      if (draw(() => fc.integer({ min: 1, max: 25 })) === 1 && (await wrongMethod(draw, operation))) return;
      const request = drawRequest(draw, operation, home, foreign.ids);
      const write = request.method !== 'GET';
      const before = write ? [await home.digest(), await foreign.digest()] : [];
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const changed: string[] = [];
      if (write) {
        if ((await home.digest()) !== before[0]) changed.push('its organisation');
        if ((await foreign.digest()) !== before[1]) changed.push('another organisation');
      }
      const description = describeRequest(request, response);
      const problems = check(request, response, changed);
      record(request, response.statusCode, problems, description);
      // A write that went through may have removed a fixture or ended a session the next requests need.
      if (write && response.statusCode < 400) {
        await home.repair();
        await foreign.repair();
      }
      if (problems.length > 0 && !KEEP_GOING) throw new Error(`${problems.join('; ')}\n${description}`);
    },
    // Generous: fast-check ends the property quietly at this limit, and a busy CI machine is slow.
    LONG ? 3_600_000 : 600_000,
  );

  test('made every request and found no violation', () => {
    // fast-check stops a property quietly at the test's time limit: a run cut short must not pass as whole.
    const made = [...statusCounts.values()].reduce((sum, count) => sum + count, 0);
    expect(made).toBe(REQUESTS);
    expect([...violations.keys()]).toEqual([]);
  });
}
