import { preferredLanguage } from './language';

describe('preferredLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8', 'ru'],
    ['en-GB,en;q=0.9,ru;q=0.8', 'en'],
    ['de-DE,ru;q=0.5', 'ru'],
    ['fr', 'en'],
  ])('Accept-Language %p gives %p', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
