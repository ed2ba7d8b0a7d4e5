import { WEBHOOK_EVENTS } from '../../lib/enums';
import { allRequired, errors, nextCursor, pageQuery, timestamp } from '../../lib/http-schemas';
import { pageItemParams } from '../pages/schemas';

const tags = ['subscribers'];

export const webhookDeliverySchema = {
  $id: 'WebhookDelivery',
  ...allRequired({
    /** This attempt. */
    id: { type: 'string' },
    /** The delivery it belongs to: the X-Statusdeck-Delivery header, the same on every attempt. */
    delivery_id: { type: 'string' },
    event: { type: 'string', enum: WEBHOOK_EVENTS },
    /** 1 for the first attempt of the delivery. */
    attempt: { type: 'integer', minimum: 1 },
    /** The receiver's HTTP status; null when no answer came (refused address, timeout, connection error). */
    status_code: { type: ['integer', 'null'] },
    /** Why the attempt failed; null when the receiver answered 2xx. */
    error: { type: ['string', 'null'] },
    duration_ms: { type: 'integer', minimum: 0 },
    created_at: timestamp,
  }),
} as const;

export const webhookDeliveryListSchema = {
  $id: 'WebhookDeliveryList',
  ...allRequired({
    deliveries: { type: 'array', items: { $ref: 'WebhookDelivery' } },
    next_cursor: nextCursor,
  }),
} as const;

export const listDeliveriesSchema = {
  tags,
  summary: "A webhook subscriber's delivery attempts, newest first, a page at a time",
  params: pageItemParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageQuery(50) },
  },
  response: { 200: { $ref: 'WebhookDeliveryList' }, ...errors(400, 401, 404) },
} as const;

export const sendTestEventSchema = {
  tags,
  summary:
    'Queue a test event to a confirmed webhook subscriber: `{"meta":…,"page":…,"test":true}`, signed and ' +
    'retried like any delivery. 409 webhook_not_active for a pending, unsubscribed or disabled one',
  params: pageItemParams,
  response: {
    202: allRequired({ delivery_id: { type: 'string' } }),
    ...errors(401, 404, 409),
  },
} as const;

export const enableWebhookSchema = {
  tags,
  summary:
    'Enable a webhook subscriber that was disabled when its retries ran out: it is confirmed again and ' +
    'receives events from now on (missed ones are not sent again). 409 webhook_not_disabled unless ' +
    'disabled; 402 PLAN_LIMIT_REACHED when the page has no place left for it',
  params: pageItemParams,
  response: { 200: { $ref: 'Subscriber' }, ...errors(401, 402, 404, 409) },
} as const;
