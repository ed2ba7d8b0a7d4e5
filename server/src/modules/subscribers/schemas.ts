import { SUBSCRIBER_STATES, SUBSCRIBER_TYPES } from '../../lib/enums';
import {
  allRequired,
  closedBody,
  count,
  emailSchema,
  errors,
  linkToken,
  nextCursor,
  nullableTimestamp,
  pageQuery,
  timestamp,
} from '../../lib/http-schemas';
import { deletePageItemSchema, pageIdParams } from '../pages/schemas';

const tags = ['subscribers'];

/** A webhook's URL: https (http only where WEBHOOK_ALLOW_PRIVATE allows it, checked by the verb). */
export const endpointSchema = { type: 'string', minLength: 1, maxLength: 2048 } as const;

const subscriber = allRequired({
  id: { type: 'string' },
  page_id: { type: 'string' },
  type: { type: 'string', enum: SUBSCRIBER_TYPES },
  /** An e-mail subscriber's address; a webhook's contact, which confirms it and hears when it is disabled. */
  email: { type: 'string' },
  /** The webhook's URL; null for an e-mail subscriber. */
  endpoint: { type: ['string', 'null'] },
  state: { type: 'string', enum: SUBSCRIBER_STATES },
  /** The components whose news this subscriber wants; null means every component. */
  component_ids: { type: ['array', 'null'], items: { type: 'string' } },
  confirmed_at: nullableTimestamp,
  unsubscribed_at: nullableTimestamp,
  created_at: timestamp,
  updated_at: timestamp,
});

export const subscriberSchema = { $id: 'Subscriber', ...subscriber } as const;

export const createdSubscriberSchema = {
  $id: 'CreatedSubscriber',
  type: 'object',
  required: subscriber.required,
  properties: {
    ...subscriber.properties,
    /**
     * A webhook's signing secret, `whsec_` + 64 hex digits: in this answer only, never again. Absent for an
     * e-mail subscriber.
     */
    signing_secret: { type: 'string' },
  },
} as const;

export const subscriberListSchema = {
  $id: 'SubscriberList',
  ...allRequired({
    subscribers: { type: 'array', items: { $ref: 'Subscriber' } },
    next_cursor: nextCursor,
    /** How many match the filters, across all pages. */
    total: count,
  }),
} as const;

export const listSubscribersSchema = {
  tags,
  summary:
    'Subscribers of a page, newest first (then by id), filtered by state and e-mail part, a page at a time',
  params: pageIdParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      state: { type: 'string', enum: SUBSCRIBER_STATES },
      type: { type: 'string', enum: SUBSCRIBER_TYPES },
      q: { type: 'string', maxLength: 254 },
      ...pageQuery(50),
    },
  },
  response: { 200: { $ref: 'SubscriberList' }, ...errors(400, 401, 404) },
} as const;

export const createSubscriberSchema = {
  tags,
  summary:
    'Add a subscriber (also when the page does not let visitors subscribe). An e-mail subscriber gets a ' +
    'confirmation mail and stays pending until they confirm, unless skip_confirmation. A webhook ' +
    '(type webhook, endpoint an https URL) is confirmed at once; its signing_secret is in this answer ' +
    'only. Only confirmed subscribers count against the plan; 429 pending_limit_reached while 1,000 ' +
    'wait for confirmation',
  params: pageIdParams,
  body: closedBody(['email'], {
    type: { type: 'string', enum: SUBSCRIBER_TYPES, default: 'email' },
    email: emailSchema,
    /** Required for (and only for) a webhook. */
    endpoint: endpointSchema,
    component_ids: { type: ['array', 'null'], uniqueItems: true, maxItems: 250, items: { type: 'string' } },
    skip_confirmation: { type: 'boolean' },
  }),
  response: { 201: { $ref: 'CreatedSubscriber' }, ...errors(400, 401, 402, 404, 409, 429) },
} as const;

export const deleteSubscriberSchema = deletePageItemSchema(tags, 'Remove a subscriber for good');

export const exportSubscribersSchema = {
  tags,
  summary: 'Every subscriber of the page as CSV (email, state, created_at, confirmed_at, components)',
  params: pageIdParams,
  // Only the success is CSV; errors stay JSON like everywhere else.
  response: {
    200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
    ...errors(401, 404),
  },
} as const;

const tokenBody = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: linkToken },
} as const;

export const confirmSubscriptionSchema = {
  tags,
  summary:
    'Confirm a subscription with the token from the confirmation mail (public; idempotent: a link whose ' +
    'subscription is confirmed answers already_confirmed and changes nothing). 400 token_expired for a ' +
    'lapsed link, invalid_token for an unknown one; 402 PLAN_LIMIT_REACHED when the page has filled up ' +
    'since (the subscription stays pending)',
  body: tokenBody,
  response: {
    200: {
      type: 'object',
      required: ['state'],
      properties: { state: { type: 'string', enum: ['confirmed', 'already_confirmed'] } },
    },
    ...errors(400, 402, 429),
  },
} as const;

export const unsubscribeSchema = {
  tags,
  summary: 'Unsubscribe with the token from any subscriber mail (public; repeating it is harmless)',
  body: tokenBody,
  response: {
    200: {
      type: 'object',
      required: ['state'],
      properties: { state: { type: 'string', const: 'unsubscribed' } },
    },
    ...errors(400, 429),
  },
} as const;
