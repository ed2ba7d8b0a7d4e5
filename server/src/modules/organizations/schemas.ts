import { PLAN_NAMES } from '../../lib/enums';
import { count, errors, idParams, singleLineName, timestamp } from '../../lib/http-schemas';

const tags = ['organizations'];

export const organizationSchema = {
  $id: 'Organization',
  type: 'object',
  required: ['id', 'name', 'plan', 'created_at', 'counts'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    plan: { type: 'string', enum: PLAN_NAMES },
    created_at: timestamp,
    counts: {
      type: 'object',
      description:
        'Members, pending (unexpired) invitations and live API tokens, as the plan limits count them',
      required: ['pages', 'members', 'invitations', 'api_tokens'],
      properties: { pages: count, members: count, invitations: count, api_tokens: count },
    },
  },
} as const;

export const getOrganizationSchema = {
  tags,
  summary: "The caller's organisation (one per user) with its plan and counts",
  response: { 200: { $ref: 'Organization' }, ...errors(401) },
} as const;

export const updateOrganizationSchema = {
  tags,
  summary: 'Rename the organisation (owner and admin); another organisation’s id is not found',
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: {
      /** Trimmed before it is stored; at least one non-space character. */
      name: singleLineName(100),
    },
  },
  response: { 200: { $ref: 'Organization' }, ...errors(400, 401, 404) },
} as const;
