import { isSlug, SLUG_MAX_LENGTH, slugify, withRandomSuffix } from './slug';

describe('slugify', () => {
  it.each([
    ['Acme Cloud', 'acme-cloud'],
    ['  API -- Status!  ', 'api-status'],
    ['Café Crème Brûlée', 'cafe-creme-brulee'],
    ['Straße & Søn', 'strasse-son'],
    ['Статус сервиса', 'status-servisa'],
    ['Щука и Ёж', 'shchuka-i-yozh'],
    ['Київ Статус', 'kiyiv-status'],
    ['服务状态', ''],
    ['🚀', ''],
  ])('turns %j into %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps to the maximum length without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(62)} b`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(isSlug(slug)).toBe(true);
  });
});

describe('withRandomSuffix', () => {
  it('adds four random characters and stays a valid slug, even for a long or empty base', () => {
    expect(withRandomSuffix('status')).toMatch(/^status-[a-z0-9]{4}$/);
    expect(withRandomSuffix('')).toMatch(/^page-[a-z0-9]{4}$/);
    const long = withRandomSuffix('a'.repeat(63));
    expect([long.length, isSlug(long)]).toEqual([63, true]);
  });
});
