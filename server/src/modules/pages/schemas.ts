import { LANGUAGES, PAGE_THEMES } from '../../lib/enums';
import { errors } from '../../lib/http-schemas';

const tags = ['pages'];
const timestamp = { type: 'string', format: 'date-time' } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const pageSchema = {
  $id: 'Page',
  type: 'object',
  required: [
    'id',
    'organization_id',
    'name',
    'slug',
    'description',
    'website_url',
    'support_url',
    'time_zone',
    'default_language',
    'allow_subscribers',
    'published',
    'custom_domain',
    'brand_color',
    'theme',
    'created_at',
    'updated_at',
  ],
  properties: {
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
    brand_color: { type: 'string' },
    theme: { type: 'string', enum: PAGE_THEMES },
    created_at: timestamp,
    updated_at: timestamp,
  },
} as const;

export const pageIdParams = {
  type: 'object',
  required: ['pageId'],
  properties: { pageId: { type: 'string' } },
} as const;

export const listPagesSchema = {
  tags,
  summary: "The caller's organisation's status pages, oldest first",
  response: { 200: { type: 'array', items: { $ref: 'Page' } }, ...errors(401) },
} as const;
