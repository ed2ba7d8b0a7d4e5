import { SUBSCRIBER_STATES } from '../../lib/enums';
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

export const subscriberSchema = {
  $id: 'Subscriber',
  ...allRequired({
    id: { type: 'string' },
    page_id: { type: 'string' },
    email: { type: 'string' },
    state: { type: 'string', enum: SUBSCRIBER_STATES },
    /** The components whose news this subscriber wants; null means every component. */
    component_ids: { type: ['array', 'null'], items: { type: 'string' } },
    confirmed_at: nullableTimestamp,
    unsubscribed_at: nullableTimestamp,
    created_at: timestamp,
    updated_at: timestamp,
  }),
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
      q: { type: 'string', maxLength: 254 },
      ...pageQuery(50),
    },
  },
  response: { 200: { $ref: 'SubscriberList' }, ...errors(400, 401, 404) },
} as const;

export const createSubscriberSchema = {
  tags,
  summary:
    'Add a subscriber (also when the page does not let visitors subscribe). Unless skip_confirmation, ' +
    'they get a confirmation mail and stay pending until they confirm. Only confirmed subscribers ' +
    'count against the plan; 429 pending_limit_reached while 1,000 wait for confirmation',
  params: pageIdParams,
  body: closedBody(['email'], {
    email: emailSchema,
    component_ids: { type: ['array', 'null'], uniqueItems: true, maxItems: 250, items: { type: 'string' } },
    skip_confirmation: { type: 'boolean' },
  }),
  response: { 201: { $ref: 'Subscriber' }, ...errors(400, 401, 402, 404, 409, 429) },
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
