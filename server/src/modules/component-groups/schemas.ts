import { allRequired, errors, patchBody, timestamp } from '../../lib/http-schemas';
import { description, name } from '../components/schemas';
import { deletePageItemSchema, getPageItemSchema, pageIdParams, pageItemParams } from '../pages/schemas';

const tags = ['component-groups'];
/** Ids of the page's live components, in the order they take inside the group. */
const members = { type: 'array', uniqueItems: true, maxItems: 250, items: { type: 'string' } } as const;

export const componentGroupSchema = {
  $id: 'ComponentGroup',
  ...allRequired({
    id: { type: 'string' },
    page_id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    position: { type: 'integer' },
    collapsed: { type: 'boolean' },
    components: { type: 'array', items: { type: 'string' } },
    created_at: timestamp,
    updated_at: timestamp,
  }),
} as const;

export const listGroupsSchema = {
  tags,
  summary: 'Component groups of a page by position, each with its live components’ ids in order',
  params: pageIdParams,
  response: { 200: { type: 'array', items: { $ref: 'ComponentGroup' } }, ...errors(401, 404) },
} as const;

export const createGroupSchema = {
  tags,
  summary: 'Add a group (last); `components` are moved into it in the order given',
  params: pageIdParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: { name, description, collapsed: { type: 'boolean' }, components: members },
  },
  response: { 201: { $ref: 'ComponentGroup' }, ...errors(400, 401, 404) },
} as const;

export const getGroupSchema = getPageItemSchema(tags, 'One component group', 'ComponentGroup');

export const updateGroupSchema = {
  tags,
  summary:
    'Edit a group. `components` is the exact member list in order (components left out become ungrouped); ' +
    '`position` moves the group among the page’s groups',
  params: pageItemParams,
  body: patchBody({
    name,
    description,
    collapsed: { type: 'boolean' },
    components: members,
    position: { type: 'integer', minimum: 0 },
  }),
  response: { 200: { $ref: 'ComponentGroup' }, ...errors(400, 401, 404) },
} as const;

export const deleteGroupSchema = deletePageItemSchema(
  tags,
  'Delete a group; its components stay, appended to the ungrouped ones',
);
