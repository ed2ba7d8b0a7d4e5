import { fc } from '@fast-check/jest';
import type { Operation, Parameter } from './operations';
import { invalidObject, invalidValue, type JsonSchema, oddStrings, validValue } from './schema-arbitraries';
import { CREDENTIALS, type Credential, type Ids } from './tenants';

/** Draws a value from an arbitrary inside a property (fast-check's `fc.gen()`). */
export type Draw = <T>(arbitrary: () => fc.Arbitrary<T>) => T;

/** Where a path parameter's value came from: it decides what answer the request may get. */
export type IdSource = 'home' | 'foreign' | 'random' | 'odd';

export type FuzzRequest = {
  operation: Operation;
  credential: Credential;
  /** Whether every query value and the body were drawn from their schemas (so only ids can refuse it). */
  valid: boolean;
  idSources: IdSource[];
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
};

/** What a segment before `{param}` says the id is (a new nested resource adds its kind here). */
const KIND_OF_SEGMENT: Record<string, keyof Ids> = {
  pages: 'pages',
  incidents: 'incidents',
  incident_updates: 'incident_updates',
  components: 'components',
  'component-groups': 'component-groups',
  subscribers: 'subscribers',
  integrations: 'integrations',
  users: 'users',
  invitations: 'invitations',
  'api-tokens': 'api-tokens',
  methods: 'methods',
  organizations: 'organizations',
  images: 'images',
};
const KIND_OF_NAME: Record<string, keyof Ids> = {
  pageId: 'pages',
  updateId: 'incident_updates',
  imageId: 'images',
  slug: 'slug',
  token: 'invitationToken',
};

export function kindOf(path: string, name: string): keyof Ids | null {
  const named = KIND_OF_NAME[name];
  if (named) return named;
  const segment = new RegExp(`([^/]+)/\\{${name}\\}`).exec(path)?.[1] ?? '';
  return KIND_OF_SEGMENT[segment] ?? null;
}

/** Bodies no schema describes: malformed, nested past the limit, prototype keys, the wrong JSON type. */
const RAW_BODIES = [
  '',
  'not json',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `{"x":${'['.repeat(100)}${']'.repeat(100)}}`,
  `{"x":${'['.repeat(8000)}${']'.repeat(8000)}}`,
  `{"name":"${'x'.repeat(30_000)}"}`,
  '{"name":"\\u0000"}',
  '{"name":"a\\r\\nb"}',
];

/** Percent-encodes a path value; a lone surrogate (no UTF-8 for it) goes as its raw three bytes, as a careless client would send it. */
export function encodePathValue(value: string): string {
  return Array.from(value, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      const code = character.charCodeAt(0);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
  }).join('');
}

function pathValue(draw: Draw, operation: Operation, parameter: Parameter, home: Ids, foreign: Ids) {
  const kind = kindOf(operation.path, parameter.name);
  const sources: IdSource[] = kind
    ? ['home', 'home', 'home', 'home', 'foreign', 'foreign', 'random', 'odd']
    : ['random', 'random', 'random', 'odd'];
  const source = draw(() => fc.constantFrom(...sources));
  if (kind && (source === 'home' || source === 'foreign')) {
    return { source, value: (source === 'home' ? home : foreign)[kind] };
  }
  if (source === 'random') {
    const schema: JsonSchema =
      kind && !parameter.schema.enum ? { type: 'string', format: 'uuid' } : parameter.schema;
    return { source, value: String(draw(() => validValue(schema))) };
  }
  const odd = draw(() =>
    fc.oneof(
      fc.constantFrom(...oddStrings.filter(Boolean)),
      fc.constantFrom('x'.repeat(101), 'x'.repeat(201), 'x'.repeat(300), '%'),
      fc.string({ minLength: 1, maxLength: 30 }),
    ),
  );
  return { source, value: odd };
}

function queryString(draw: Draw, operation: Operation, valid: boolean): string {
  const params = new URLSearchParams();
  const broken =
    valid || operation.query.length === 0 ? null : draw(() => fc.constantFrom(...operation.query));
  for (const parameter of operation.query) {
    const include = parameter.required || parameter === broken || draw(() => fc.boolean());
    if (!include) continue;
    const value = draw(() =>
      parameter === broken ? invalidValue(parameter.schema) : validValue(parameter.schema),
    );
    params.set(parameter.name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (!valid && (operation.query.length === 0 || draw(() => fc.boolean()))) {
    params.set(
      draw(() => fc.constantFrom('unknown', 'limit', 'q')),
      draw(() => fc.constantFrom(...oddStrings)),
    );
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Ids inside a body (a component's group, an incident's components, a subscriber's filter) are drawn as
 * random text by the schema; here they become the tenant's own, so valid bodies get past the lookups too.
 */
function withHomeIds(value: unknown, ids: Ids, key = ''): unknown {
  if (Array.isArray(value)) {
    if (key === 'component_ids') return value.map(() => ids.components);
    return value.map((item) => withHomeIds(item, ids, key));
  }
  if (typeof value !== 'object' || value === null) {
    if (typeof value !== 'string') return value;
    if (key === 'group_id') return ids['component-groups'];
    if (key === 'page_id') return ids.pages;
    if (key === 'components.id') return ids.components;
    return value;
  }
  return Object.fromEntries(
    Object.entries(value).map(([field, item]) => [
      field,
      withHomeIds(item, ids, key === 'components' && field === 'id' ? 'components.id' : field),
    ]),
  );
}

function body(draw: Draw, schema: JsonSchema, valid: boolean, ids: Ids): string {
  if (valid) {
    const value = draw(() => validValue(schema));
    return JSON.stringify(draw(() => fc.boolean()) ? withHomeIds(value, ids) : value);
  }
  return draw(() =>
    fc.oneof(
      { weight: 4, arbitrary: invalidObject(schema).map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: invalidValue(schema).map((value) => JSON.stringify(value) ?? '') },
      { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
    ),
  );
}

/**
 * One request for `operation`: ids of the tenant signed in (home), of another one (foreign), random or
 * odd; query and body valid for their schemas or broken in one place; as any credential.
 */
export function drawRequest(
  draw: Draw,
  operation: Operation,
  home: { ids: Ids; authorization: (credential: Credential) => string | undefined },
  foreign: Ids,
): FuzzRequest {
  const credential: Credential = operation.secured
    ? draw(() => fc.constantFrom(...CREDENTIALS))
    : draw(() => fc.constantFrom<Credential>('none', 'none', 'none', 'owner', 'garbage'));
  const valid = draw(() => fc.boolean());
  const idSources: IdSource[] = [];
  let path = operation.path;
  for (const parameter of operation.pathParams) {
    const { source, value } = pathValue(draw, operation, parameter, home.ids, foreign);
    idSources.push(source);
    path = path.replace(`{${parameter.name}}`, encodePathValue(value));
  }
  const url = path + queryString(draw, operation, valid);
  const headers: Record<string, string> = {};
  const authorization = home.authorization(credential);
  if (authorization) headers.authorization = authorization;
  let payload: string | undefined;
  if (operation.body && (operation.bodyRequired || valid || draw(() => fc.boolean()))) {
    payload = body(draw, operation.body, valid, home.ids);
    headers['content-type'] = 'application/json';
  }
  return { operation, credential, valid, idSources, method: operation.method, url, payload, headers };
}
