import {
  allRequired,
  closedBody,
  count,
  emailSchema,
  errors,
  nullableTimestamp,
  timestamp,
} from '../../lib/http-schemas';
import { pageIdParams, pageItemParams } from '../pages/schemas';

const tags = ['pages'];

export const viewerSchema = {
  $id: 'Viewer',
  ...allRequired({
    id: { type: 'string' },
    email: { type: 'string' },
    /** Who invited them (`name`: their e-mail address); null once that member is gone. */
    invited_by: {
      type: ['object', 'null'],
      required: ['id', 'name'],
      properties: { id: { type: 'string' }, name: { type: 'string' } },
    },
    last_signed_in_at: nullableTimestamp,
    created_at: timestamp,
  }),
} as const;

export const listViewersSchema = {
  tags,
  summary: "The named viewers of an audience page, oldest first, with the plan's viewers_per_page",
  params: pageIdParams,
  response: {
    200: {
      type: 'object',
      required: ['data', 'limit'],
      properties: { data: { type: 'array', items: { $ref: 'Viewer' } }, limit: count },
    },
    ...errors(401, 404),
  },
} as const;

export const inviteViewerSchema = {
  tags,
  summary: 'Invite a viewer to an audience page: mails them a sign-in link',
  description:
    "409 already_viewer when the address is one already; 409 page_not_audience unless the page's access is " +
    '"audience"; 402 PLAN_LIMIT_REACHED past the plan\'s viewers_per_page.',
  params: pageIdParams,
  body: closedBody(['email'], { email: emailSchema }),
  response: { 201: { $ref: 'Viewer' }, ...errors(400, 401, 402, 403, 404, 409) },
} as const;

export const removeViewerSchema = {
  tags,
  summary:
    'Remove a viewer: their sessions, private feed links and sign-in links end, their e-mail subscription too',
  params: pageItemParams,
  response: { 204: { type: 'null' }, ...errors(401, 403, 404) },
} as const;

export const resendViewerSchema = {
  tags,
  summary: 'Mail a viewer a fresh sign-in link',
  params: pageItemParams,
  response: { 204: { type: 'null' }, ...errors(401, 403, 404, 409) },
} as const;

export const revokeLinksSchema = {
  tags,
  summary: 'End every reader session, sign-in link and private feed or calendar link of the page',
  params: pageIdParams,
  response: { 204: { type: 'null' }, ...errors(401, 403, 404) },
} as const;

export const memberPreviewSchema = {
  tags,
  summary:
    "Open the page as its readers see it: a member's single-use link that signs them in to a private page",
  description:
    'Any member of the organisation, signed in as a person (an API token gets 403 person_required). `url` is ' +
    "the page's best address for a public page; for a private one, a sign-in link there (15 minutes, single " +
    'use) whose session lasts while the member stays in the organisation (and until access is revoked).',
  params: pageIdParams,
  response: {
    200: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } },
    ...errors(401, 403, 404),
  },
} as const;
