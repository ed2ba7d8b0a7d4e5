import { PLAN_NAMES } from '../../lib/enums';
import { errorSchema, errors, singleLineName } from '../../lib/http-schemas';
import { CARD_BRANDS } from './card';

const tags = ['payments'];
const timestamp = { type: 'string', format: 'date-time' } as const;
const expMonth = { type: 'integer', minimum: 1, maximum: 12 } as const;
const expYear = { type: 'integer', minimum: 2000, maximum: 2100 } as const;
const holderName = singleLineName(100);
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
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
  type: 'object',
  required: [
    'id',
    'plan',
    'amount_cents',
    'currency',
    'status',
    'period_start',
    'period_end',
    'created_at',
    'card_brand',
    'card_last4',
  ],
  properties: {
    id: { type: 'string' },
    plan: { type: 'string', enum: PLAN_NAMES },
    amount_cents: { type: 'integer', minimum: 0 },
    currency: { type: 'string', enum: ['usd'] },
    status: { type: 'string', enum: ['paid'] },
    period_start: timestamp,
    period_end: timestamp,
    created_at: timestamp,
    card_brand: { type: 'string' },
    card_last4: { type: 'string' },
  },
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
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      is_default: { type: 'boolean', const: true },
      exp_month: expMonth,
      exp_year: expYear,
      holder_name: holderName,
    },
  },
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

export const subscribeSchema = {
  tags,
  summary:
    'Upgrade: charge the plan’s monthly price to the default payment method (402 payment_method_required ' +
    'without one, 402 card_declined) and start a new period; records an invoice',
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
    'Downgrade at once, if current usage fits the lower plan; otherwise 409 plan_usage_exceeds with ' +
    '`exceeding: [{ metric, used, limit }]`',
  params: planParams,
  response: {
    200: {
      type: 'object',
      required: ['organization'],
      properties: { organization: { $ref: 'Organization' } },
    },
    ...errors(400, 401, 403),
    409: { $ref: 'DowngradeRefusal' },
  },
} as const;
