import { COMPONENT_STATUSES } from '../../lib/enums';
import {
  allRequired,
  closedBody,
  errors,
  nullableString,
  nullableTimestamp,
  patchBody,
  singleLineName,
  timestamp,
} from '../../lib/http-schemas';
import { deletePageItemSchema, getPageItemSchema, pageIdParams, pageItemParams } from '../pages/schemas';

const tags = ['components'];
/** At least one non-space character: a name of blanks would show as an empty row on the public page. */
export const name = singleLineName(100);
export const description = { type: 'string', maxLength: 1000 } as const;
const status = { type: 'string', enum: COMPONENT_STATUSES } as const;
const startDate = { type: ['string', 'null'], format: 'date' } as const;
const position = { type: 'integer', minimum: 0 } as const;

export const componentSchema = {
  $id: 'Component',
  ...allRequired({
    id: { type: 'string' },
    page_id: { type: 'string' },
    group_id: nullableString,
    name: { type: 'string' },
    description: { type: 'string' },
    status,
    /** Place within its group, or within the ungrouped components (0-based, contiguous). */
    position: { type: 'integer' },
    show_uptime: { type: 'boolean' },
    only_show_if_degraded: { type: 'boolean' },
    start_date: startDate,
    deleted_at: nullableTimestamp,
    created_at: timestamp,
    updated_at: timestamp,
  }),
} as const;

export const componentStatusLevelSchema = {
  $id: 'ComponentStatusLevel',
  type: 'object',
  required: ['status', 'severity'],
  properties: { status, severity: { type: 'integer', minimum: 0 } },
} as const;

export const listComponentsSchema = {
  tags,
  summary: 'Components of a page: ungrouped ones first, then each group (by group position), by position',
  params: pageIdParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { show_deleted: { type: 'boolean', default: false } },
  },
  response: { 200: { type: 'array', items: { $ref: 'Component' } }, ...errors(400, 401, 404) },
} as const;

export const createComponentSchema = {
  tags,
  summary: 'Add a component (at the end of its group); counts against the plan’s components per page',
  params: pageIdParams,
  body: closedBody(['name'], {
    name,
    description,
    status,
    group_id: nullableString,
    show_uptime: { type: 'boolean' },
    only_show_if_degraded: { type: 'boolean' },
    start_date: startDate,
  }),
  response: { 201: { $ref: 'Component' }, ...errors(400, 401, 402, 404) },
} as const;

export const getComponentSchema = getPageItemSchema(
  tags,
  'One component (deleted ones too, with deleted_at)',
  'Component',
);

export const updateComponentSchema = {
  tags,
  summary:
    'Edit a component. `position` alone reorders it within its group; `group_id` (+ `position`) moves it ' +
    'to another group; `deleted: false` restores a deleted one at the end of its group',
  params: pageItemParams,
  body: patchBody({
    name,
    description,
    status,
    group_id: nullableString,
    position,
    show_uptime: { type: 'boolean' },
    only_show_if_degraded: { type: 'boolean' },
    start_date: startDate,
    deleted: { type: 'boolean' },
  }),
  response: { 200: { $ref: 'Component' }, ...errors(400, 401, 402, 404, 409) },
} as const;

export const deleteComponentSchema = deletePageItemSchema(
  tags,
  'Soft-delete a component: it leaves lists, counts and limits; PATCH deleted=false restores it',
);

export const listComponentStatusesSchema = {
  tags,
  summary: 'The component statuses, least to most severe',
  response: { 200: { type: 'array', items: { $ref: 'ComponentStatusLevel' } }, ...errors(401) },
} as const;
