import { jsonNestedDeeperThan } from './json-depth';

describe('jsonNestedDeeperThan', () => {
  it('counts arrays and objects opened inside one another', () => {
    expect(jsonNestedDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestedDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(jsonNestedDeeperThan('[[],[],[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestedDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestedDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestedDeeperThan(`{"a":"\\\\",${'['.repeat(3)}`, 2)).toBe(true);
  });
});
