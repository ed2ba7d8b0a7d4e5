import { INTEGRATION_KINDS, INTEGRATION_STATES, LANGUAGES } from '../../lib/enums';
import {
  allRequired,
  closedBody,
  errors,
  nullableTimestamp,
  pageQuery,
  patchBody,
  singleLineName,
  timestamp,
} from '../../lib/http-schemas';
import { deletePageItemSchema, pageIdParams, pageItemParams } from '../pages/schemas';
import { endpointSchema } from '../subscribers/schemas';

const tags = ['integrations'];

/** At most this many chat integrations per page. */
export const INTEGRATIONS_PER_PAGE = 20;

const componentIds = { type: 'array', uniqueItems: true, maxItems: 250, items: { type: 'string' } } as const;
const language = { type: ['string', 'null'], enum: [...LANGUAGES, null] } as const;

export const integrationSchema = {
  $id: 'Integration',
  ...allRequired({
    id: { type: 'string' },
    page_id: { type: 'string' },
    kind: { type: 'string', enum: INTEGRATION_KINDS },
    /** The label the user gave it. */
    name: { type: 'string' },
    /**
     * The incoming-webhook URL masked: scheme, host, "/…/" and the path's last four characters. The URL
     * itself is a secret and is never answered, not even on creation.
     */
    url_hint: { type: 'string' },
    /** The components whose news it posts; empty means every component. */
    component_ids: { type: 'array', items: { type: 'string' } },
    /** The messages' language; null means the page's default language. */
    language,
    state: { type: 'string', enum: INTEGRATION_STATES },
    /** When the chat service said the webhook is gone or a delivery ran out of retries; null while active. */
    disabled_at: nullableTimestamp,
    /** The latest delivery attempt; null before the first. */
    last_delivery: {
      type: ['object', 'null'],
      required: ['status_code', 'error', 'created_at'],
      properties: {
        status_code: { type: ['integer', 'null'] },
        error: { type: ['string', 'null'] },
        created_at: timestamp,
      },
    },
    created_at: timestamp,
  }),
} as const;

export const integrationListSchema = {
  $id: 'IntegrationList',
  ...allRequired({ integrations: { type: 'array', items: { $ref: 'Integration' } } }),
} as const;

const integration = { $ref: 'Integration' } as const;

export const listIntegrationsSchema = {
  tags,
  summary: "A page's chat integrations (Slack, Microsoft Teams, Discord), oldest first",
  params: pageIdParams,
  response: { 200: { $ref: 'IntegrationList' }, ...errors(401, 404) },
} as const;

export const createIntegrationSchema = {
  tags,
  summary:
    "Post the page's incident updates and component changes to a chat: `url` is the service's " +
    'incoming-webhook URL (https; the same address rules as webhook subscribers, checked again at every ' +
    'delivery). It is never answered back. 409 integration_limit_reached past 20 per page',
  params: pageIdParams,
  body: closedBody(['kind', 'url'], {
    kind: { type: 'string', enum: INTEGRATION_KINDS },
    url: endpointSchema,
    /** Defaults to the service's name. */
    name: singleLineName(100),
    component_ids: componentIds,
    language,
  }),
  response: { 201: integration, ...errors(400, 401, 404, 409) },
} as const;

export const updateIntegrationSchema = {
  tags,
  summary:
    'Change an integration; `enabled: true` turns a disabled one back on (its later events are delivered ' +
    'again; those it missed are not)',
  params: pageItemParams,
  body: patchBody({
    name: singleLineName(100),
    url: endpointSchema,
    component_ids: componentIds,
    language,
    enabled: { type: 'boolean', const: true },
  }),
  response: { 200: integration, ...errors(400, 401, 404) },
} as const;

export const deleteIntegrationSchema = deletePageItemSchema(tags, 'Remove a chat integration');

export const sendTestMessageSchema = {
  tags,
  summary:
    "Post a test message in the service's own format, delivered and logged like any event. 409 " +
    'integration_not_active when the integration is disabled',
  params: pageItemParams,
  response: { 202: allRequired({ delivery_id: { type: 'string' } }), ...errors(401, 404, 409) },
} as const;

export const listIntegrationDeliveriesSchema = {
  tags,
  summary: "A chat integration's delivery attempts, newest first, a page at a time",
  params: pageItemParams,
  querystring: { type: 'object', additionalProperties: false, properties: { ...pageQuery(50) } },
  response: { 200: { $ref: 'WebhookDeliveryList' }, ...errors(400, 401, 404) },
} as const;
