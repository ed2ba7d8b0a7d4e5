import { contractSource } from './generate-contract';
import { schemaToTs } from './schema-to-ts';

describe('schemaToTs', () => {
  it('prints objects with required and optional properties, enums, nullables, arrays and references', () => {
    const type = schemaToTs({
      type: 'object',
      required: ['id', 'status', 'group_id', 'tags'],
      properties: {
        id: { type: 'string' },
        status: { type: 'string', enum: ['operational', 'major_outage'] },
        group_id: { type: ['string', 'null'] },
        tags: { type: 'array', items: { $ref: '#/components/schemas/Tag' } },
        position: { type: 'integer' },
        'weird-key': { type: 'boolean' },
      },
    });
    expect(type).toBe(
      [
        '{',
        '  id: string;',
        '  status: "operational" | "major_outage";',
        '  group_id: string | null;',
        '  tags: Tag[];',
        '  position?: number;',
        '  "weird-key"?: boolean;',
        '}',
      ].join('\n'),
    );
  });

  it('adds null to a nullable enum and prints free-form objects as records', () => {
    expect(schemaToTs({ type: ['string', 'null'], enum: ['a', 'b'] })).toBe('"a" | "b" | null');
    expect(schemaToTs({ type: 'object' })).toBe('Record<string, unknown>');
  });

  it('refuses what it cannot print rather than widening it', () => {
    expect(() => schemaToTs({ $ref: 'http://elsewhere/x' })).toThrow(/unsupported \$ref/);
    expect(() => schemaToTs({ type: 'tuple' })).toThrow(/unsupported type/);
  });
});

describe('contractSource', () => {
  it('exports one type per named schema, in name order, under a do-not-edit header', () => {
    const source = contractSource({
      components: {
        schemas: {
          Page: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
          Component: { type: 'object', properties: { page: { $ref: '#/components/schemas/Page' } } },
        },
      },
    });
    expect(source).toMatch(/^\/\/ Generated from the API/);
    expect(source.indexOf('export type Component = {')).toBeLessThan(source.indexOf('export type Page = {'));
    expect(source).toContain('  page?: Page;');
  });
});

describe('contractSource with value lists and operations', () => {
  const document = {
    components: {
      schemas: {
        Component: {
          type: 'object',
          required: ['status'],
          properties: {
            status: { type: 'string', enum: ['up', 'down'] },
            mode: { type: 'string', enum: ['down', 'up'] },
          },
        },
      },
    },
    paths: {
      '/v1/components': {
        get: {
          parameters: [
            { in: 'query', name: 'status', required: true, schema: { type: 'string', enum: ['up', 'down'] } },
          ],
        },
        post: {
          requestBody: {
            content: {
              'application/json': {
                schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
              },
            },
          },
        },
      },
    },
  };
  const source = contractSource(document, [
    { list: 'STATUSES', type: 'Status', values: ['up', 'down'] },
    { list: 'OTHERS', values: ['x'] },
  ]);

  it('exports each list as an as-const array and names the enums with exactly its values', () => {
    expect(source).toContain(
      'export const STATUSES = ["up", "down"] as const;\nexport type Status = (typeof STATUSES)[number];',
    );
    expect(source).toContain('export const OTHERS = ["x"] as const;\n\n');
    expect(source).toContain('  status: Status;');
    expect(source).toContain('  mode?: "down" | "up";');
  });

  it('keys request bodies and query strings by method and path', () => {
    expect(source).toContain(
      'export type RequestBodies = {\n  "POST /v1/components": {\n    name: string;\n  };\n};',
    );
    expect(source).toContain(
      'export type QueryParams = {\n  "GET /v1/components": {\n    status: Status;\n  };\n};',
    );
  });
});
