import { fc } from '@fast-check/jest';

/** The part of JSON Schema the route schemas use; other keywords are ignored when drawing values. */
export type JsonSchema = {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  minProperties?: number;
  oneOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  default?: unknown;
};

/** Strings a careless client or an attacker sends: control characters, line breaks, odd Unicode, markup. */
export const oddStrings = [
  '',
  ' ',
  'a\u0000b',
  '\u001b[31m',
  'line\r\nbreak',
  'tab\there',
  '\u007f',
  '\ud800',
  '\u202e\u0627',
  '👩‍👩‍👧‍👦',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '0',
  '-1',
  'null',
  '1e309',
  'NaN',
  '0@com',
];

const dateTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (schema.format === 'email') {
    const pattern = new RegExp(schema.pattern ?? '');
    return fc.emailAddress().filter((email) => fits(email) && pattern.test(email));
  }
  if (schema.format === 'date-time') return dateTime;
  if (schema.format === 'date') return dateTime.map((text) => text.slice(0, 10));
  if (schema.format === 'uri')
    return fc
      .webUrl()
      .filter((url) => fits(url) && (!schema.pattern || new RegExp(schema.pattern).test(url)));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    // A pattern that only asks for some character (`\S`) is met by most text; anchored ones are generated.
    if (!schema.pattern.startsWith('^'))
      return fc
        .string({ minLength: Math.max(min, 1), maxLength: Math.min(max, 60) })
        .filter((text) => pattern.test(text) && fits(text));
    return fc.stringMatching(pattern).filter(fits);
  }
  return fc
    .string({ minLength: min, maxLength: Math.min(max, Math.max(min, 60)), unit: 'grapheme' })
    .filter(fits);
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  return ['string'];
}

/** Values the schema accepts. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map(validValue));
  return fc.oneof(...typesOf(schema).map((type) => validOfType(schema, type)));
}

function validOfType(schema: JsonSchema, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true });
    case 'array': {
      const items = validValue(schema.items ?? {});
      const constraints = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) };
      return schema.uniqueItems
        ? fc.uniqueArray(items, { ...constraints, selector: (item) => JSON.stringify(item) })
        : fc.array(items, constraints);
    }
    case 'object':
      return validObject(schema);
    default:
      return stringOf(schema);
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(properties);
  const record = fc.record(Object.fromEntries(keys.map((key) => [key, validValue(properties[key] ?? {})])), {
    requiredKeys: keys.filter((key) => required.has(key)),
  });
  const min = schema.minProperties ?? 0;
  return record.filter((value) => Object.keys(value).length >= min);
}

/** Values the schema refuses (or that probe its edges): wrong types, lengths, enums, formats, odd text. */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...oddStrings),
    fc.constantFrom<unknown>(null, true, 0, -1, 1.5, 2 ** 53, [], {}, [null], { '': 1 }),
  ];
  if (types.includes('string')) {
    const max = schema.maxLength ?? 200;
    options.push(fc.constantFrom('x'.repeat(max + 1), 'é'.repeat(max + 1), '\u0000'.repeat(3)));
    if (schema.minLength) options.push(fc.constant('x'.repeat(schema.minLength - 1)));
    if (schema.format || schema.pattern) options.push(fc.string({ maxLength: 20 }));
  }
  if (types.includes('integer') || types.includes('number')) {
    options.push(
      fc.constantFrom(
        (schema.minimum ?? 0) - 1,
        (schema.maximum ?? 2 ** 31) + 1,
        Number.MAX_SAFE_INTEGER,
        -Number.MAX_SAFE_INTEGER,
        0.5,
        '1',
      ),
    );
  }
  if (types.includes('object')) options.push(invalidObject(schema));
  if (types.includes('array')) {
    const item = schema.items ?? {};
    options.push(fc.array(invalidValue(item), { minLength: 1, maxLength: 3 }));
    if (schema.maxItems !== undefined) {
      options.push(
        fc.array(validValue(item), { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 2 }),
      );
    }
  }
  return fc.oneof(...options);
}

/** An object that breaks its schema in one place: a field missing, unknown, or of the wrong kind. */
export function invalidObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const base = validObject(schema);
  const options: fc.Arbitrary<Record<string, unknown>>[] = [
    base.map((value) => ({ ...value, unexpected_field: 'x' })),
    fc.constant({}),
  ];
  if (keys.length > 0) {
    options.push(
      fc
        .tuple(base, fc.constantFrom(...keys))
        .chain(([value, key]) =>
          invalidValue(properties[key] ?? {}).map((bad) => ({ ...value, [key]: bad })),
        ),
    );
  }
  const required = schema.required ?? [];
  if (required.length > 0) {
    options.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
        const { [key]: _dropped, ...rest } = value;
        return rest;
      }),
    );
  }
  return fc.oneof(...options);
}
