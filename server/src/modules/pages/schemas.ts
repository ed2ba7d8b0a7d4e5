import { LANGUAGES, PAGE_ACCESS, PAGE_THEMES } from '../../lib/enums';
import { allRequired, count, errors, nullableString, timestamp } from '../../lib/http-schemas';
import { pageDomainSchema } from '../domains/domain-schema';
import { createPageBody, updatePageBody } from './page-fields';
import { PAGE_STATUSES } from './page-status';

const tags = ['pages'];

export const pageSchema = {
  $id: 'Page',
  ...allRequired({
    id: { type: 'string' },
    organization_id: { type: 'string' },
    name: { type: 'string' },
    slug: { type: 'string' },
    description: { type: 'string' },
    website_url: nullableString,
    support_url: nullableString,
    time_zone: { type: 'string' },
    default_language: { type: 'string', enum: LANGUAGES },
    allow_subscribers: { type: 'boolean' },
    published: { type: 'boolean' },
    custom_domain: nullableString,
    /** The custom domain's claim: pending until its TXT record proves it, verified once it routes. */
    domain: pageDomainSchema,
    /**
     * The page's best public address: its verified custom domain (`https://<domain>/`), else
     * `https://<slug>.<PAGES_DOMAIN>/` when the server has PAGES_DOMAIN, else `<PUBLIC_URL>/public-page?page=<slug>`.
     */
    address: { type: 'string' },
    brand_color: { type: 'string' },
    theme: { type: 'string', enum: PAGE_THEMES },
    // Absolute URLs under PUBLIC_URL (/v1/images/{id}), null without an image.
    logo_url: nullableString,
    favicon_url: nullableString,
    /** Who may read the page: everyone, whoever knows its password, or its audience (viewers, e-mail domains). */
    access: { type: 'string', enum: PAGE_ACCESS },
    /** Audience pages: everyone with an address at these domains may sign in (lower case). */
    access_email_domains: { type: 'array', items: { type: 'string' } },
    /** Whether a password is set (it is never answered). */
    access_password_set: { type: 'boolean' },
    /** Overall status from the components and unresolved incidents (page-status.ts). */
    status: { type: 'string', enum: PAGE_STATUSES },
    /** Components not deleted. */
    component_count: count,
    /** Unresolved incidents (investigating, identified, monitoring). */
    open_incident_count: count,
    created_at: timestamp,
    updated_at: timestamp,
  }),
} as const;

export const slugAvailabilitySchema = {
  $id: 'SlugAvailability',
  type: 'object',
  required: ['slug', 'available'],
  properties: {
    slug: { type: 'string' },
    available: { type: 'boolean' },
    /**
     * Why not: `invalid` (not a well-formed slug), `reserved_word` (a product word, never a slug), `taken`
     * (another page's) or `reserved` (another organisation's page had it until recently).
     */
    reason: { type: 'string', enum: ['invalid', 'reserved_word', 'taken', 'reserved'] },
    /** A free, valid slug close to the one asked about. */
    suggestion: { type: 'string' },
  },
} as const;

export const pageIdParams = {
  type: 'object',
  required: ['pageId'],
  properties: { pageId: { type: 'string' } },
} as const;

/** The path of one record of a page: `/v1/pages/{pageId}/…/{id}`. */
export const pageItemParams = {
  type: 'object',
  required: ['pageId', 'id'],
  properties: { pageId: { type: 'string' }, id: { type: 'string' } },
} as const;

/** GET of one record of a page, answered with the named schema `ref`. */
export const getPageItemSchema = <const Ref extends string>(tags: string[], summary: string, ref: Ref) =>
  ({ tags, summary, params: pageItemParams, response: { 200: { $ref: ref }, ...errors(401, 404) } }) as const;

/** DELETE of one record of a page. */
export const deletePageItemSchema = (tags: string[], summary: string) =>
  ({
    tags,
    summary,
    params: pageItemParams,
    response: { 204: { type: 'null' }, ...errors(401, 404) },
  }) as const;

const pageResponse = { $ref: 'Page' } as const;

export const listPagesSchema = {
  tags,
  summary: "The caller's organisation's status pages, oldest first",
  response: { 200: { type: 'array', items: pageResponse }, ...errors(401) },
} as const;

export const createPageSchema = {
  tags,
  summary: 'Create a status page (slug derived from the name when absent)',
  body: createPageBody,
  response: { 201: pageResponse, ...errors(400, 401, 402, 403, 409) },
} as const;

export const getPageSchema = {
  tags,
  summary: 'One status page',
  params: pageIdParams,
  response: { 200: pageResponse, ...errors(401, 404) },
} as const;

export const updatePageSchema = {
  tags,
  summary: 'Update a status page: JSON, or multipart/form-data with the same fields and files logo, favicon',
  description:
    'In multipart/form-data the fields are text: "true"/"false" for booleans, an empty value for null. ' +
    'Files `logo` and `favicon` (PNG, JPEG, WebP or ICO, recognised by their bytes; at most 1 MB each) ' +
    'replace the current ones; `remove_logo`/`remove_favicon` clear them. ' +
    '`access`, `access_password` and `access_email_domains` (JSON only) need the pages.access permission ' +
    '(owners and admins; 403 forbidden otherwise); a private page needs a plan with private pages (402 ' +
    'plan_feature_unavailable). Changing the access or the password, or removing an e-mail domain, ends ' +
    'every reader session and private feed link of the page.',
  consumes: ['application/json', 'multipart/form-data'],
  params: pageIdParams,
  body: updatePageBody,
  response: { 200: pageResponse, ...errors(400, 401, 402, 403, 404, 409, 413) },
} as const;

export const deletePageSchema = {
  tags,
  summary: 'Delete a status page with its components, incidents, subscribers and images',
  params: pageIdParams,
  response: { 204: { type: 'null', description: 'Deleted' }, ...errors(401, 403, 404) },
} as const;

export const checkSlugAvailabilitySchema = {
  tags,
  summary: 'Whether a slug is free for a new page (or for page_id itself), with a suggestion if not',
  querystring: {
    type: 'object',
    required: ['slug'],
    additionalProperties: false,
    properties: { slug: { type: 'string', maxLength: 200 }, page_id: { type: 'string' } },
  },
  response: { 200: { $ref: 'SlugAvailability' }, ...errors(400, 401) },
} as const;
