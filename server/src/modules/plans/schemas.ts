import { PLAN_NAMES } from '../../lib/enums';
import { count, errors, timestamp } from '../../lib/http-schemas';
import { USAGE_METRICS } from './get-usage';

const tags = ['plans'];

export const planSchema = {
  $id: 'Plan',
  type: 'object',
  required: ['name', 'price_cents', 'currency', 'interval', 'limits', 'usage_limits'],
  properties: {
    name: { type: 'string', enum: PLAN_NAMES },
    price_cents: count,
    currency: { type: 'string', enum: ['USD'] },
    interval: { type: 'string', enum: ['month'] },
    limits: {
      type: 'object',
      required: [
        'pages',
        'components_per_page',
        'subscribers_per_page',
        'members',
        'api_tokens',
        'private_pages',
        'viewers_per_page',
      ],
      properties: {
        pages: count,
        components_per_page: count,
        subscribers_per_page: count,
        members: count,
        api_tokens: count,
        /** Whether pages may be private (password or audience). */
        private_pages: { type: 'boolean' },
        /** Named viewers of one audience page. */
        viewers_per_page: count,
      },
    },
    /**
     * The limit each usage metric (GET /v1/usage) is measured against on this plan: components and
     * subscribers per page, private pages any of the plan's pages or none.
     */
    usage_limits: {
      type: 'object',
      required: USAGE_METRICS,
      properties: Object.fromEntries(USAGE_METRICS.map((metric) => [metric, count])),
    },
  },
} as const;

export const metricUsageSchema = {
  $id: 'MetricUsage',
  type: 'object',
  required: ['metric', 'used', 'limit'],
  properties: { metric: { type: 'string', enum: USAGE_METRICS }, used: count, limit: count },
} as const;

export const usageSchema = {
  $id: 'Usage',
  type: 'object',
  required: ['plan', 'period_start', 'period_end', 'metrics'],
  properties: {
    plan: { $ref: 'Plan' },
    /** The current monthly period: from the paid plan's start, or the organisation's creation on free. */
    period_start: timestamp,
    period_end: timestamp,
    /**
     * pages; components and subscribers of the page that has the most (the limits are per page);
     * members including pending invitations; live API tokens.
     */
    metrics: { type: 'array', items: { $ref: 'MetricUsage' } },
  },
} as const;

export const listPlansSchema = {
  tags,
  summary: 'The plans, their prices and limits (the server is the source of truth)',
  response: { 200: { type: 'array', items: { $ref: 'Plan' } }, ...errors(401) },
} as const;

export const getUsageSchema = {
  tags,
  summary: "The organisation's plan, its current period and each metric's usage against the plan's limits",
  response: { 200: { $ref: 'Usage' }, ...errors(401) },
} as const;
