import { randomInt } from 'node:crypto';

/** A slug is part of the public address: lowercase ASCII letters, digits and inner hyphens, 1–63 long. */
export const SLUG_PATTERN = '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$';
export const SLUG_MAX_LENGTH = 63;
const SLUG = new RegExp(SLUG_PATTERN);

export const isSlug = (value: string): boolean => SLUG.test(value);

// Russian (GOST 7.79-2000 system B, simplified to plain ASCII), plus Ukrainian and Belarusian letters.
// biome-ignore format: a transliteration table reads best in rows
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g', ў: 'u',
};
const EXTRA_LATIN: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', þ: 'th' };

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomSuffix = (length = 4) =>
  Array.from({ length }, () => ALPHABET.charAt(randomInt(ALPHABET.length))).join('');

const trimHyphens = (value: string) => value.replace(/^-+|-+$/g, '');

/**
 * The slug a name suggests: Cyrillic is transliterated, Latin accents dropped ("Café" → "cafe"), anything
 * else becomes a hyphen. May be empty (a name of emoji or Chinese): the caller then falls back.
 */
export function slugify(name: string): string {
  const transliterated = [...name.toLowerCase()]
    .map((char) => CYRILLIC[char] ?? EXTRA_LATIN[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const hyphenated = trimHyphens(transliterated.replace(/[^a-z0-9]+/g, '-'));
  return trimHyphens(hyphenated.slice(0, SLUG_MAX_LENGTH));
}

/** `base` with a short random suffix, still a valid slug ("status" → "status-k3x9"); "page-xxxx" if empty. */
export function withRandomSuffix(base: string): string {
  const suffix = randomSuffix();
  const head = trimHyphens(base.slice(0, SLUG_MAX_LENGTH - suffix.length - 1));
  return `${head || 'page'}-${suffix}`;
}
