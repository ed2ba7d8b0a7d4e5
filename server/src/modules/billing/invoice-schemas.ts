import { LANGUAGES, PLAN_NAMES } from '../../lib/enums';
import {
  allRequired,
  closedBody,
  errors,
  idParams,
  NO_LINE_BREAK_PATTERN,
  nullableString,
} from '../../lib/http-schemas';
import { invoiceSchema } from './schemas';

const tags = ['payments'];

/** Limits of the billing details (the console's form checks the same before sending). */
export const BILLING_NAME_MAX = 200;
export const BILLING_ADDRESS_MAX = 500;
/** A VAT or tax number: letters, digits, spaces, dots and hyphens (EU VAT IDs, INN, EIN, ABN…). */
export const VAT_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9 .-]{1,29}$';

export const billingDetailsSchema = {
  $id: 'BillingDetails',
  ...allRequired({
    /** Who invoices are made out to; null: the organisation's name. */
    name: nullableString,
    address: nullableString,
    vat_id: nullableString,
    /** The language of the organisation's invoices and billing mails. */
    language: { type: 'string', enum: LANGUAGES },
  }),
} as const;

const invoiceLineSchema = allRequired({
  kind: { type: 'string', enum: ['plan', 'proration'] },
  plan: { type: 'string', enum: PLAN_NAMES },
  from_plan: { type: ['string', 'null'], enum: [...PLAN_NAMES, null] },
  period_start: { type: 'string', format: 'date-time' },
  period_end: { type: 'string', format: 'date-time' },
  amount_cents: { type: 'integer' },
});

export const invoiceDocumentSchema = {
  $id: 'InvoiceDocument',
  type: 'object',
  required: [...invoiceSchema.required, 'lines', 'language', 'customer', 'seller'],
  properties: {
    ...invoiceSchema.properties,
    lines: { type: 'array', items: invoiceLineSchema },
    /** The language it was issued in (the organisation's billing language then). */
    language: { type: 'string', enum: LANGUAGES },
    /** The customer's billing details as they were when it was issued. */
    customer: allRequired({ name: { type: 'string' }, address: nullableString, vat_id: nullableString }),
    /** The seller as configured when it was issued. */
    seller: allRequired({ name: { type: 'string' }, address: { type: 'string' } }),
  },
} as const;

export const getBillingDetailsSchema = {
  tags,
  summary: "The organisation's billing details, copied onto each invoice when it is issued (owner only)",
  response: { 200: { $ref: 'BillingDetails' }, ...errors(401, 403) },
} as const;

export const updateBillingDetailsSchema = {
  tags,
  summary:
    'Set the billing name, address, VAT ID and invoice language; empty text clears a field. Invoices ' +
    'already issued keep the details they were issued with',
  body: closedBody(['name', 'address', 'vat_id', 'language'], {
    name: { type: ['string', 'null'], maxLength: BILLING_NAME_MAX, pattern: NO_LINE_BREAK_PATTERN },
    address: { type: ['string', 'null'], maxLength: BILLING_ADDRESS_MAX },
    vat_id: { type: ['string', 'null'], maxLength: 30, pattern: `^$|${VAT_ID_PATTERN}` },
    language: { type: 'string', enum: LANGUAGES },
  }),
  response: { 200: { $ref: 'BillingDetails' }, ...errors(400, 401, 403) },
} as const;

export const getInvoiceSchema = {
  tags,
  summary: 'One invoice as issued: its lines, totals, card, customer and seller (owner only)',
  params: idParams,
  response: { 200: { $ref: 'InvoiceDocument' }, ...errors(401, 403, 404) },
} as const;

export const getInvoicePdfSchema = {
  tags,
  summary: 'One invoice as a PDF, in the language it was issued in, to download as <number>.pdf',
  params: idParams,
  // Only the success is a PDF; errors stay JSON like everywhere else.
  response: {
    200: {
      description: 'The PDF file',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errors(401, 403, 404),
  },
} as const;
