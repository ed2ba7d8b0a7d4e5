import { errorsSource } from './generate-errors';

describe('errorsSource', () => {
  it('prints each code with its status and, where there is one, its message key', () => {
    const source = errorsSource({
      not_found: { status: 404 },
      TOO_MANY_REQUESTS: { status: 429, key: 'common.tooManyRequests' },
    });
    expect(source).toContain(
      [
        'export const API_ERRORS = {',
        '  "not_found": { status: 404 },',
        '  "TOO_MANY_REQUESTS": { status: 429, key: "common.tooManyRequests" },',
        '} as const;',
        '',
        'export type ApiErrorCode = keyof typeof API_ERRORS;',
      ].join('\n'),
    );
  });

  it('refuses an empty catalogue', () => {
    expect(() => errorsSource({})).toThrow('empty');
  });
});
