import { BILLING_NOTICE_KINDS, PLAN_NAMES } from '../../lib/enums';
import {
  allRequired,
  errorSchema,
  errors,
  idParams,
  nullableTimestamp,
  patchBody,
  singleLineName,
  timestamp,
} from '../../lib/http-schemas';
import { CARD_BRANDS } from './card';

const tags = ['payments'];
const expMonth = { type: 'integer', minimum: 1, maximum: 12 } as const;
const expYear = { type: 'integer', minimum: 2000, maximum: 2100 } as const;
const holderName = singleLineName(100);
const planParams = {
  type: 'object',
  required: ['plan'],
  properties: { plan: { type: 'string', enum: PLAN_NAMES } },
} as const;

export const paymentMethodSchema = {
  $id: 'PaymentMethod',
  type: 'object',
  required: ['id', 'brand', 'last4', 'exp_month', 'exp_year', 'holder_name', 'is_default', 'created_at'],
  properties: {
    id: { type: 'string' },
    brand: { type: 'string', enum: CARD_BRANDS },
    /** The card's last four digits: all of its number we keep. */
    last4: { type: 'string' },
    exp_month: { type: 'integer' },
    exp_year: { type: 'integer' },
    holder_name: { type: 'string' },
    /** The one method a paid plan is charged to. */
    is_default: { type: 'boolean' },
    created_at: timestamp,
  },
} as const;

export const invoiceSchema = {
  $id: 'Invoice',
  ...allRequired({
    id: { type: 'string' },
    /** SD-<customer code>-<sequence>: numbered per organisation from 1, without gaps. */
    number: { type: 'string' },
    plan: { type: 'string', enum: PLAN_NAMES },
    amount_cents: { type: 'integer', minimum: 0 },
    currency: { type: 'string', enum: ['usd'] },
    status: { type: 'string', enum: ['paid'] },
    period_start: timestamp,
    period_end: timestamp,
    created_at: timestamp,
    card_brand: { type: 'string' },
    card_last4: { type: 'string' },
  }),
} as const;

/** A payment the provider declined: nothing was charged and no invoice issued. */
export const declinedChargeSchema = {
  $id: 'DeclinedCharge',
  ...allRequired({
    id: { type: 'string' },
    /** `upgrade`: a plan change the owner asked for; `renewal`: a period's charge or one of its retries. */
    kind: { type: 'string', enum: ['upgrade', 'renewal'] },
    plan: { type: 'string', enum: PLAN_NAMES },
    amount_cents: { type: 'integer', minimum: 0 },
    card_brand: { type: 'string' },
    card_last4: { type: 'string' },
    created_at: timestamp,
  }),
} as const;

/** A refused downgrade: the error body, with `exceeding` when the code is plan_usage_exceeds. */
export const downgradeRefusalSchema = {
  $id: 'DowngradeRefusal',
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: errorSchema.properties.code,
    message: { type: 'string' },
    details: errorSchema.properties.details,
    /** Every metric whose current use is over the lower plan's limit. */
    exceeding: { type: 'array', items: { $ref: 'MetricUsage' } },
  },
} as const;

export const listPaymentMethodsSchema = {
  tags,
  summary: "The organisation's payment methods (owner only), oldest first",
  response: {
    200: {
      type: 'object',
      required: ['methods'],
      properties: { methods: { type: 'array', items: { $ref: 'PaymentMethod' } } },
    },
    ...errors(401, 403),
  },
} as const;

export const addPaymentMethodSchema = {
  tags,
  summary:
    'Add a card. The provider checks it; only brand, last four digits, expiry and holder are kept. ' +
    'Test provider: 4242 4242 4242 4242 works, 4000 0000 0000 0002 is declined (402 card_declined). ' +
    'The first method becomes the default. Attempts are rate limited per organisation (429)',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['card_number', 'exp_month', 'exp_year', 'cvc', 'holder_name'],
    properties: {
      /** Digits, optionally grouped with spaces; 12–19 digits with a valid Luhn check digit. */
      card_number: { type: 'string', minLength: 12, maxLength: 23, pattern: '^[0-9][0-9 ]*[0-9]$' },
      exp_month: expMonth,
      exp_year: expYear,
      cvc: { type: 'string', pattern: '^[0-9]{3,4}$' },
      holder_name: holderName,
    },
  },
  response: { 201: { $ref: 'PaymentMethod' }, ...errors(400, 401, 402, 403, 409, 429) },
} as const;

export const updatePaymentMethodSchema = {
  tags,
  summary: 'Make a method the default, or correct its expiry or holder name',
  params: idParams,
  body: patchBody({
    is_default: { type: 'boolean', const: true },
    exp_month: expMonth,
    exp_year: expYear,
    holder_name: holderName,
  }),
  response: { 200: { $ref: 'PaymentMethod' }, ...errors(400, 401, 403, 404) },
} as const;

export const removePaymentMethodSchema = {
  tags,
  summary:
    'Remove a method; not the default one while a paid plan is billed to it (409 default_method_required)',
  params: idParams,
  response: { 204: { type: 'null' }, ...errors(401, 403, 404, 409) },
} as const;

export const listInvoicesSchema = {
  tags,
  summary: "The organisation's invoices, newest first",
  response: {
    200: {
      type: 'object',
      required: ['invoices'],
      properties: { invoices: { type: 'array', items: { $ref: 'Invoice' } } },
    },
    ...errors(401, 403),
  },
} as const;

export const listDeclinedChargesSchema = {
  tags,
  summary: "The organisation's most recent declined payments (upgrades and renewal tries), newest first",
  response: {
    200: {
      type: 'object',
      required: ['charges'],
      properties: { charges: { type: 'array', items: { $ref: 'DeclinedCharge' } } },
    },
    ...errors(401, 403),
  },
} as const;

export const subscribeSchema = {
  tags,
  summary:
    'Upgrade: from free, charge the plan’s monthly price to the default payment method and start a period; ' +
    'during a paid period, charge the difference for the days left (see quote) and keep its end ' +
    '(402 payment_method_required without a card, 402 card_declined); records an invoice',
  params: planParams,
  response: {
    200: {
      type: 'object',
      required: ['organization', 'invoice'],
      properties: { organization: { $ref: 'Organization' }, invoice: { $ref: 'Invoice' } },
    },
    ...errors(400, 401, 402, 403, 409),
  },
} as const;

export const downgradeSchema = {
  tags,
  summary:
    'Downgrade at the end of the current period (a scheduled change, undone by /v1/payments/resume); to ' +
    'free it is a cancellation. A lower paid plan needs current usage to fit it: otherwise 409 ' +
    'plan_usage_exceeds with `exceeding: [{ metric, used, limit }]`. Without a period it takes effect at once',
  params: planParams,
  response: {
    200: {
      type: 'object',
      required: ['organization', 'subscription'],
      properties: { organization: { $ref: 'Organization' }, subscription: { $ref: 'Subscription' } },
    },
    ...errors(400, 401, 403),
    409: { $ref: 'DowngradeRefusal' },
  },
} as const;

/** What the console says about billing above its screens (the owner's): a failing renewal or the lapse to Free. */
export const billingNoticeSchema = {
  ...allRequired({
    /** `renewal_failing`: a renewal failed and is tried again at `at`; `lapsed`: moved to free at `at`. */
    kind: { type: 'string', enum: BILLING_NOTICE_KINDS },
    /** The plan being renewed; free once lapsed. */
    plan: { type: 'string', enum: PLAN_NAMES },
    at: timestamp,
    /** Days after the period's end on which a failed renewal is tried (the subscription's `retry_days`). */
    retry_days: { type: 'array', items: { type: 'integer' } },
  }),
  type: ['object', 'null'],
} as const;

export const subscriptionSchema = {
  $id: 'Subscription',
  ...allRequired({
    plan: { type: 'string', enum: PLAN_NAMES },
    period_start: nullableTimestamp,
    period_end: nullableTimestamp,
    /** The plan taken at the period's end: a lower plan, or free once cancelled. */
    scheduled_plan: { type: ['string', 'null'], enum: [...PLAN_NAMES, null] },
    /** The next charge (during failed renewals: the next try); null on free and once cancelled. */
    next_charge: {
      ...allRequired({
        at: timestamp,
        amount_cents: { type: 'integer', minimum: 0 },
        plan: { type: 'string', enum: PLAN_NAMES },
      }),
      type: ['object', 'null'],
    },
    /** Cancelled: when the plan ends. */
    ends_at: nullableTimestamp,
    /** Failed renewals of the period's end so far; 0 when paid up. */
    renewal_failures: { type: 'integer', minimum: 0 },
    /** Days after the period's end on which a failed renewal is tried again; then the plan becomes free. */
    retry_days: { type: 'array', items: { type: 'integer' } },
    /** When the last try failed and the organisation moved to free. */
    lapsed_at: nullableTimestamp,
    card: {
      ...allRequired({ brand: { type: 'string' }, last4: { type: 'string' } }),
      type: ['object', 'null'],
    },
    /** What the console shows above its screens about this subscription, if anything. */
    notice: billingNoticeSchema,
  }),
} as const;

export const getSubscriptionSchema = {
  tags,
  summary:
    'The subscription: plan, period, next charge (or when a cancelled plan ends), failed renewals and ' +
    'their retries, a scheduled downgrade and the card charged',
  response: { 200: { $ref: 'Subscription' }, ...errors(401, 403) },
} as const;

export const cancelSchema = {
  tags,
  summary: 'Cancel: the plan stays until the period ends, then becomes free (409 already_on_plan on free)',
  response: { 200: { $ref: 'Subscription' }, ...errors(401, 403, 409) },
} as const;

export const resumeSchema = {
  tags,
  summary:
    'Undo a cancellation or a scheduled downgrade before the period ends (409 nothing_scheduled otherwise)',
  response: { 200: { $ref: 'Subscription' }, ...errors(401, 403, 409) },
} as const;

export const planQuoteSchema = {
  $id: 'PlanQuote',
  ...allRequired({
    plan: { type: 'string', enum: PLAN_NAMES },
    change: { type: 'string', enum: ['upgrade', 'downgrade', 'cancel'] },
    amount_now_cents: { type: 'integer', minimum: 0 },
    effective_at: timestamp,
    next_charge: {
      ...allRequired({ at: timestamp, amount_cents: { type: 'integer', minimum: 0 } }),
      type: ['object', 'null'],
    },
    /** Metrics over the plan's limits: they stay, but no more can be created. */
    exceeding: { type: 'array', items: { $ref: 'MetricUsage' } },
  }),
} as const;

export const quoteSchema = {
  tags,
  summary:
    'What moving to a plan charges now (an upgrade: the difference for the days left of the period, ' +
    'prorated by the day, or the full price from free) and when it takes effect (a downgrade: at the ' +
    "period's end); changes nothing",
  params: planParams,
  response: {
    200: { $ref: 'PlanQuote' },
    ...errors(400, 401, 403, 409),
  },
} as const;
