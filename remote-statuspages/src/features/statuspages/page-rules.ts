import { Api } from '@statusdeck/shared';
import { isTimeZone } from '@statusdeck/shared/time';
import * as yup from 'yup';

/**
 * The page rules the server checks (server/src/modules/pages/page-fields.ts, slug.ts, time-zones.ts),
 * repeated here so the form answers before the round trip. The server stays the judge: its 400
 * details land on the same fields.
 */
export const PAGE_NAME_MAX = 100;
export const SLUG_MAX = 63;
export const DESCRIPTION_MAX = 1000;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/;

// The server's table (slug.ts), so the address shown is the one the server would derive:
// Russian names give readable addresses too ("Статус" → "status"), not an empty slug.
const TRANSLITERATION: Record<string, string> = Object.fromEntries(
  'а:a б:b в:v г:g д:d е:e ё:yo ж:zh з:z и:i й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya і:i ї:yi є:ye ґ:g ў:u ß:ss æ:ae ø:o œ:oe ł:l đ:d þ:th'
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** The public address a name suggests: lowercase latin letters, digits and single hyphens. */
export function slugify(name: string): string {
  const latin = [...name.toLowerCase()].map((char) => TRANSLITERATION[char] ?? char).join('');
  return latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

export const nameRule = yup
  .string()
  .trim()
  .required('statuspages.validation.nameRequired')
  .max(PAGE_NAME_MAX, 'statuspages.validation.nameTooLong');

export const slugRule = yup
  .string()
  .trim()
  .required('statuspages.validation.slugRequired')
  .max(SLUG_MAX, 'statuspages.validation.slugLength')
  .matches(SLUG_PATTERN, 'statuspages.validation.slugFormat');

export const timeZoneRule = yup
  .string()
  .required('statuspages.validation.timeZoneRequired')
  .test('known-zone', 'statuspages.validation.timeZoneUnknown', (zone) => !zone || isTimeZone(zone));

export const languageRule = yup.string().oneOf(Api.LANGUAGES).required();

/** An optional http(s) address: empty means none. */
export const optionalUrlRule = yup
  .string()
  .trim()
  .max(2048, 'statuspages.validation.urlInvalid')
  .test('http-url', 'statuspages.validation.urlInvalid', (url) => !url || HTTP_URL_PATTERN.test(url));

export const optionalDomainRule = yup
  .string()
  .trim()
  .test('domain', 'statuspages.validation.domainInvalid', (domain) => !domain || DOMAIN_PATTERN.test(domain));

/** A host name such as status.example.com (lower or upper case; the server lowers it). */
export function isHostName(text: string): boolean {
  return DOMAIN_PATTERN.test(text);
}

/** The server's limits on a private page's password and allowed e-mail domains. */
export const ACCESS_PASSWORD_MIN = 8;
export const ACCESS_PASSWORD_MAX = 128;
export const ACCESS_EMAIL_DOMAINS_MAX = 20;

export const descriptionRule = yup.string().max(DESCRIPTION_MAX, 'statuspages.validation.descriptionTooLong');

export const brandColorRule = yup
  .string()
  .required('statuspages.validation.colorInvalid')
  .matches(BRAND_COLOR_PATTERN, 'statuspages.validation.colorInvalid');

/** The image files the server accepts for a logo or favicon. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', '.ico'] as const;
export const IMAGE_MAX_BYTES = 1024 * 1024;
