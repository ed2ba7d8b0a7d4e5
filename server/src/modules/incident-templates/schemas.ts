import {
  ALL_INCIDENT_STATUSES,
  COMPONENT_STATUSES,
  IMPACTS,
  INCIDENT_KINDS,
  LANGUAGES,
} from '../../lib/enums';
import {
  allRequired,
  closedBody,
  errors,
  patchBody,
  singleLineName,
  timestamp,
} from '../../lib/http-schemas';
import {
  componentChanges,
  incidentBody,
  incidentName,
  translatedName,
  translationsOf,
} from '../incidents/route-schemas';
import { deletePageItemSchema, getPageItemSchema, pageIdParams, pageItemParams } from '../pages/schemas';

const tags = ['incident-templates'];

/** The most templates a page keeps; one more is 409 incident_template_limit_reached. */
export const INCIDENT_TEMPLATES_PER_PAGE = 50;
/** A template's own name, as the report form's picker lists it. */
export const TEMPLATE_NAME_MAX = 100;

const templateName = singleLineName(TEMPLATE_NAME_MAX);
const status = { type: 'string', enum: ALL_INCIDENT_STATUSES } as const;
const impact = { type: 'string', enum: IMPACTS } as const;
/** The title and message in the page's other languages, as an incident's `translations` take them. */
const translations = translationsOf({ title: translatedName, body: incidentBody });

const storedTranslation = {
  type: 'object',
  additionalProperties: false,
  properties: { title: { type: 'string' }, body: { type: 'string' } },
} as const;

export const incidentTemplateSchema = {
  $id: 'IncidentTemplate',
  ...allRequired({
    id: { type: 'string' },
    page_id: { type: 'string' },
    /** The template's own name. */
    name: { type: 'string' },
    /** The incident's name it starts with, in the page's default language. */
    title: { type: 'string' },
    /** The first update's text, in the page's default language. */
    body: { type: 'string' },
    /** maintenance when the impact is maintenance (a maintenance window), else incident. */
    kind: { type: 'string', enum: INCIDENT_KINDS },
    status,
    impact,
    /** The page's live components it names, each with the status the report sets it to. */
    components: {
      type: 'array',
      items: allRequired({ id: { type: 'string' }, status: { type: 'string', enum: COMPONENT_STATUSES } }),
    },
    /** The title and message in the page's other languages; a language left out uses the default's. */
    translations: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(LANGUAGES.map((language) => [language, storedTranslation])),
    },
    created_at: timestamp,
    updated_at: timestamp,
  }),
} as const;

const rules =
  'The status must be of the kind the impact says (a maintenance template: impact maintenance and a ' +
  'maintenance status) and not postmortem; components must be live components of this page, named once. ' +
  '`translations` gives the title and message in the page’s other languages, as incidents take them.';

export const listTemplatesSchema = {
  tags,
  summary: 'Incident templates of a page, by name',
  params: pageIdParams,
  response: { 200: { type: 'array', items: { $ref: 'IncidentTemplate' } }, ...errors(401, 404) },
} as const;

export const createTemplateSchema = {
  tags,
  summary: `Add an incident template (at most ${INCIDENT_TEMPLATES_PER_PAGE} per page, then 409 incident_template_limit_reached)`,
  description: rules,
  params: pageIdParams,
  body: closedBody(['name', 'title'], {
    name: templateName,
    title: incidentName,
    body: incidentBody,
    /** Default investigating, or scheduled when the impact is maintenance. */
    status,
    /** Default none. */
    impact,
    components: componentChanges,
    translations,
  }),
  response: { 201: { $ref: 'IncidentTemplate' }, ...errors(400, 401, 403, 404, 409) },
} as const;

export const getTemplateSchema = getPageItemSchema(tags, 'One incident template', 'IncidentTemplate');

export const updateTemplateSchema = {
  tags,
  summary:
    'Edit an incident template: `components` replaces the list; in `translations` an empty text removes ' +
    'the language’s, a language left out keeps it',
  description: rules,
  params: pageItemParams,
  body: patchBody({
    name: templateName,
    title: incidentName,
    body: incidentBody,
    status,
    impact,
    components: componentChanges,
    translations,
  }),
  response: { 200: { $ref: 'IncidentTemplate' }, ...errors(400, 401, 403, 404) },
} as const;

export const deleteTemplateSchema = deletePageItemSchema(tags, 'Delete an incident template');
