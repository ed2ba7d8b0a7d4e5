import { bearerToken } from './secure-token';

describe('bearerToken', () => {
  it('reads the credential whatever the letter case of the scheme (RFC 9110 §11.1)', () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      expect(bearerToken(`${scheme} abc.def-ghi`)).toBe('abc.def-ghi');
    }
  });

  it('reads nothing from another scheme, a missing credential or a malformed one', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'Bearerabc',
      'Bearer a b',
    ]) {
      expect(bearerToken(header)).toBeNull();
    }
  });
});
