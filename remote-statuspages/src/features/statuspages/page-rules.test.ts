import { nameRule, optionalDomainRule, optionalUrlRule, slugify, slugRule } from './page-rules';

it.each([
  ['Acme Cloud API!', 'acme-cloud-api'],
  ['  --Café  Münster--  ', 'cafe-munster'],
  ['Статус Ёлки', 'status-yolki'],
  ['Straße & Œuvre', 'strasse-oeuvre'],
  ['🚀🚀', ''],
  ['a'.repeat(70), 'a'.repeat(63)],
  [`${'a'.repeat(62)} b`, 'a'.repeat(62)],
])('slugify(%j) is %j, a slug the server accepts (or nothing)', (name, slug) => {
  expect(slugify(name)).toBe(slug);
  if (slug) expect(slugRule.isValidSync(slug)).toBe(true);
});

it.each([
  ['a', true],
  ['status-2', true],
  ['a--b', true],
  ['-a', false],
  ['a-', false],
  ['A', false],
  ['a_b', false],
  ['a'.repeat(64), false],
])('slug %j valid: %s', (slug, valid) => {
  expect(slugRule.isValidSync(slug)).toBe(valid);
});

it('takes a name of visible characters up to 100 long', () => {
  expect(nameRule.isValidSync('   ')).toBe(false);
  expect(nameRule.isValidSync('x'.repeat(100))).toBe(true);
  expect(nameRule.isValidSync('x'.repeat(101))).toBe(false);
});

it('takes http(s) addresses and host names only', () => {
  expect(optionalUrlRule.isValidSync('')).toBe(true);
  expect(optionalUrlRule.isValidSync('https://acme.example/help')).toBe(true);
  expect(optionalUrlRule.isValidSync('javascript:alert(1)')).toBe(false);
  expect(optionalUrlRule.isValidSync('acme.example')).toBe(false);
  expect(optionalDomainRule.isValidSync('status.acme.example')).toBe(true);
  expect(optionalDomainRule.isValidSync('localhost')).toBe(false);
  expect(optionalDomainRule.isValidSync('https://status.acme.example')).toBe(false);
});
