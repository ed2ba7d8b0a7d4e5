import { defaultOrganizationName } from './register-user';

describe('defaultOrganizationName', () => {
  it('names a new organisation after the address with the product’s British spelling', () => {
    expect(defaultOrganizationName('alice.smith@acme.io')).toBe("alice.smith's organisation");
  });

  it('keeps the name within the 100-character limit for a long address', () => {
    const name = defaultOrganizationName(`${'a'.repeat(120)}@acme.io`);
    expect(name).toBe(`${'a'.repeat(80)}'s organisation`);
    expect(name.length).toBeLessThanOrEqual(100);
  });
});
