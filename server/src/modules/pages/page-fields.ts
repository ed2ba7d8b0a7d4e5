import { LANGUAGES, PAGE_ACCESS, PAGE_THEMES } from '../../lib/enums';
import { singleLineName } from '../../lib/http-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/password';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug';

// http(s) only: a javascript: or data: URL in a public page's link would be an attack, not a link.
const nullableHttpUrl = {
  type: ['string', 'null'],
  format: 'uri',
  pattern: '^https?://[^\\s/?#]+[^\\s]*$',
  maxLength: 2048,
} as const;

/** An audience page's e-mail domains, at most. */
export const MAX_ACCESS_EMAIL_DOMAINS = 20;

/** Letters, digits and hyphens per label, at least two labels ("status.example.com"); stored lowercase. */
const HOSTNAME_PATTERN = '^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$';

/**
 * The editable fields of a status page, one definition for create and update (JSON or multipart). The
 * error details name these properties, which is how the front end maps them to its form fields.
 */
export const pageFields = {
  // At least one visible character: stored trimmed.
  name: singleLineName(100),
  slug: { type: 'string', minLength: 1, maxLength: SLUG_MAX_LENGTH, pattern: SLUG_PATTERN },
  description: { type: 'string', maxLength: 1000 },
  website_url: nullableHttpUrl,
  support_url: nullableHttpUrl,
  // Checked against the IANA database the server knows (time-zones.ts), which a schema cannot list.
  time_zone: { type: 'string', minLength: 1, maxLength: 64 },
  default_language: { type: 'string', enum: LANGUAGES },
  allow_subscribers: { type: 'boolean' },
  published: { type: 'boolean' },
  custom_domain: { type: ['string', 'null'], maxLength: 253, pattern: HOSTNAME_PATTERN },
  brand_color: { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$' },
  theme: { type: 'string', enum: PAGE_THEMES },
} as const;

export const createPageBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: pageFields,
} as const;

export const updatePageBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageFields,
    // Multipart requests also carry the files `logo` and `favicon` (see multipart-body.ts).
    remove_logo: { type: 'boolean' },
    remove_favicon: { type: 'boolean' },
    // Who may read the page (permission pages.access; modules/page-access/access-settings.ts).
    access: { type: 'string', enum: PAGE_ACCESS },
    /** Write-only: stored hashed like an account's password. */
    access_password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH },
    access_email_domains: {
      type: 'array',
      maxItems: MAX_ACCESS_EMAIL_DOMAINS,
      uniqueItems: true,
      items: { type: 'string', maxLength: 253, pattern: HOSTNAME_PATTERN },
    },
  },
} as const;

/** The fields only pages.access may change. */
export const ACCESS_FIELDS = ['access', 'access_password', 'access_email_domains'] as const;

/** Which fields a multipart form may send as text but mean something else: "true"/"false", "" for null. */
export const BOOLEAN_FIELDS = ['allow_subscribers', 'published', 'remove_logo', 'remove_favicon'] as const;
export const NULLABLE_FIELDS = ['website_url', 'support_url', 'custom_domain'] as const;
