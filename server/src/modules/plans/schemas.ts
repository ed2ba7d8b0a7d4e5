import { PLAN_NAMES } from '../../lib/enums';
import { errors } from '../../lib/http-schemas';

const tags = ['plans'];
const count = { type: 'integer', minimum: 0 } as const;

export const planSchema = {
  $id: 'Plan',
  type: 'object',
  required: ['name', 'price_cents', 'currency', 'interval', 'limits'],
  properties: {
    name: { type: 'string', enum: PLAN_NAMES },
    price_cents: count,
    currency: { type: 'string', enum: ['USD'] },
    interval: { type: 'string', enum: ['month'] },
    limits: {
      type: 'object',
      required: ['pages', 'components_per_page', 'subscribers_per_page', 'members', 'api_tokens'],
      properties: {
        pages: count,
        components_per_page: count,
        subscribers_per_page: count,
        members: count,
        api_tokens: count,
      },
    },
  },
} as const;

export const usageSchema = {
  $id: 'Usage',
  type: 'object',
  required: ['plan', 'metrics'],
  properties: {
    plan: { $ref: 'Plan' },
    metrics: {
      type: 'array',
      items: {
        type: 'object',
        required: ['metric', 'used', 'limit'],
        properties: { metric: { type: 'string', enum: ['pages', 'members'] }, used: count, limit: count },
      },
    },
  },
} as const;

export const listPlansSchema = {
  tags,
  summary: 'The plans, their prices and limits (the server is the source of truth)',
  response: { 200: { type: 'array', items: { $ref: 'Plan' } }, ...errors(401) },
} as const;

export const getUsageSchema = {
  tags,
  summary: "The organisation's plan and its organisation-wide usage against the plan's limits",
  response: { 200: { $ref: 'Usage' }, ...errors(401) },
} as const;
