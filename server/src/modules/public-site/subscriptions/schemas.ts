import { LANGUAGES, PAGE_THEMES, SUBSCRIBER_STATES } from '../../../lib/enums';
import { closedBody, emailSchema, errors, linkToken as token } from '../../../lib/http-schemas';
import { endpointSchema } from '../../subscribers/schemas';

const tags = ['subscribers'];
const componentIds = {
  type: ['array', 'null'],
  minItems: 1,
  maxItems: 250,
  uniqueItems: true,
  items: { type: 'string' },
} as const;

export const publicSubscribeSchema = {
  tags,
  summary:
    'Subscribe to a published page by e-mail (or a webhook: endpoint, with email as its contact), optionally to chosen components (public), its mails in ' +
    "`language` (default: the page's). Always answers " +
    '202 check_inbox: a new address gets a confirmation mail (double opt-in), a pending one a fresh ' +
    'link, a confirmed one a mail with its manage link — the answer never tells them apart. 403 ' +
    'subscriptions_disabled when the page takes none, 402 at the plan limit, 429 pending_limit_reached when ' +
    'too many subscriptions of the page wait for confirmation, 429 TOO_MANY_REQUESTS per IP and per address',
  params: {
    type: 'object',
    required: ['slug'],
    properties: { slug: { type: 'string', minLength: 1, maxLength: 100 } },
  },
  body: closedBody(['email'], {
    email: emailSchema,
    /**
     * Subscribes this https webhook instead, `email` being its contact: the confirmation mail (with the
     * signing secret) goes there, and nothing is delivered before it is confirmed.
     */
    endpoint: endpointSchema,
    /** Omitted or null: every component. */
    component_ids: componentIds,
    /**
     * The language the public page is shown in: the subscription's mails are written in it and their
     * links carry it. Omitted: the page's default language.
     */
    language: { type: 'string', enum: LANGUAGES },
  }),
  response: {
    202: {
      type: 'object',
      required: ['state'],
      properties: { state: { type: 'string', const: 'check_inbox' } },
    },
    ...errors(400, 402, 403, 404, 429),
  },
} as const;

export const publicSubscriptionSchema = {
  $id: 'PublicSubscription',
  type: 'object',
  required: ['page', 'email', 'state', 'all_components', 'components'],
  properties: {
    page: {
      type: 'object',
      required: ['name', 'slug', 'default_language', 'brand_color', 'theme', 'logo_url'],
      properties: {
        name: { type: 'string' },
        slug: { type: 'string' },
        /** The language of the page's mails, which the manage screens show too. */
        default_language: { type: 'string', enum: LANGUAGES },
        /** The page's look, which the manage and unsubscribe screens keep. */
        brand_color: { type: 'string' },
        theme: { type: 'string', enum: PAGE_THEMES },
        logo_url: { type: ['string', 'null'] },
      },
    },
    email: { type: 'string' },
    state: { type: 'string', enum: SUBSCRIBER_STATES },
    /** True: news of every component, also of ones added later. */
    all_components: { type: 'boolean' },
    /** Every live component of the page in the public page's order, with whether this subscription has it. */
    components: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'group_name', 'selected'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          group_name: { type: ['string', 'null'] },
          selected: { type: 'boolean' },
        },
      },
    },
  },
} as const;

export const getManagedSubscriptionSchema = {
  tags,
  summary: 'The subscription named by the token of its mails (the manage and unsubscribe links; public)',
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['token'],
    properties: { token },
  },
  response: { 200: { $ref: 'PublicSubscription' }, ...errors(400, 429) },
} as const;

export const updateManagedSubscriptionSchema = {
  tags,
  summary:
    'Choose the components of the subscription named by the token (null: all of them; public). ' +
    '409 subscription_ended once unsubscribed',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['token', 'component_ids'],
    properties: { token, component_ids: componentIds },
  },
  response: { 200: { $ref: 'PublicSubscription' }, ...errors(400, 409, 429) },
} as const;
