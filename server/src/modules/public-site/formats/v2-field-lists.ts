/**
 * Statuspage v2's documented field lists, as checks for the tests (sources in statuspage-v2.ts): every
 * object must have exactly these keys, each of one of the listed types.
 */
import { ALL_INCIDENT_STATUSES, COMPONENT_STATUSES, IMPACTS } from '../../../lib/enums';

type Kind = 'string' | 'integer' | 'boolean' | 'date-time' | 'date' | 'null' | 'array' | 'object';
export type FieldList = Record<string, Kind | readonly Kind[]>;

export const V2_PAGE: FieldList = {
  id: 'string',
  name: 'string',
  url: 'string',
  time_zone: 'string',
  updated_at: 'date-time',
};

export const V2_STATUS: FieldList = { indicator: 'string', description: 'string' };

export const V2_COMPONENT: FieldList = {
  id: 'string',
  name: 'string',
  status: 'string',
  created_at: 'date-time',
  updated_at: 'date-time',
  position: 'integer',
  description: ['string', 'null'],
  showcase: 'boolean',
  start_date: ['date', 'null'],
  group_id: ['string', 'null'],
  page_id: 'string',
  group: 'boolean',
  only_show_if_degraded: 'boolean',
};

export const V2_GROUP: FieldList = { ...V2_COMPONENT, components: 'array' };

export const V2_AFFECTED_COMPONENT: FieldList = {
  code: 'string',
  name: 'string',
  old_status: 'string',
  new_status: 'string',
};

export const V2_INCIDENT_UPDATE: FieldList = {
  id: 'string',
  status: 'string',
  body: 'string',
  incident_id: 'string',
  created_at: 'date-time',
  updated_at: 'date-time',
  display_at: 'date-time',
  affected_components: ['array', 'null'],
  deliver_notifications: 'boolean',
  custom_tweet: ['string', 'null'],
  tweet_id: ['string', 'null'],
};

export const V2_INCIDENT: FieldList = {
  id: 'string',
  name: 'string',
  status: 'string',
  created_at: 'date-time',
  updated_at: ['date-time', 'null'],
  monitoring_at: ['date-time', 'null'],
  resolved_at: ['date-time', 'null'],
  impact: 'string',
  shortlink: 'string',
  started_at: 'date-time',
  page_id: 'string',
  incident_updates: 'array',
  components: 'array',
};

export const V2_SCHEDULED_MAINTENANCE: FieldList = {
  ...V2_INCIDENT,
  scheduled_for: ['date-time', 'null'],
  scheduled_until: ['date-time', 'null'],
};

/** The statuses and impacts Statuspage clients know. */
export const V2_COMPONENT_STATUSES: readonly string[] = COMPONENT_STATUSES;
export const V2_INCIDENT_STATUSES: readonly string[] = ALL_INCIDENT_STATUSES;
export const V2_IMPACTS: readonly string[] = IMPACTS;
export const V2_INDICATORS: readonly string[] = ['none', 'minor', 'major', 'critical', 'maintenance'];

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function kindMatches(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date-time':
      return typeof value === 'string' && ISO.test(value) && !Number.isNaN(Date.parse(value));
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
  }
}

/** Every problem of `value` against `fields` ("where: problem"); empty when it matches exactly. */
export function shapeProblems(value: unknown, fields: FieldList, where: string): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${where}: not an object`];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const [key, expected] of Object.entries(fields)) {
    const kinds = typeof expected === 'string' ? [expected] : expected;
    if (!(key in record)) problems.push(`${where}.${key}: missing`);
    else if (!kinds.some((kind) => kindMatches(record[key], kind)))
      problems.push(`${where}.${key}: ${JSON.stringify(record[key])} is not ${kinds.join('|')}`);
  }
  for (const key of Object.keys(record)) {
    if (!(key in fields)) problems.push(`${where}.${key}: not a documented field`);
  }
  return problems;
}

function enumProblem(value: unknown, allowed: readonly string[], where: string): string[] {
  return typeof value === 'string' && allowed.includes(value)
    ? []
    : [`${where}: ${String(value)} not allowed`];
}

export function componentProblems(component: unknown, where: string): string[] {
  const record = component as Record<string, unknown>;
  const fields = record?.group === true ? V2_GROUP : V2_COMPONENT;
  const problems = shapeProblems(component, fields, where);
  problems.push(...enumProblem(record?.status, V2_COMPONENT_STATUSES, `${where}.status`));
  if (record?.group === true && Array.isArray(record.components)) {
    record.components.forEach((id, i) => {
      if (typeof id !== 'string') problems.push(`${where}.components[${i}]: not an id`);
    });
  }
  return problems;
}

export function incidentProblems(incident: unknown, where: string, maintenance: boolean): string[] {
  const record = incident as Record<string, unknown>;
  const problems = shapeProblems(incident, maintenance ? V2_SCHEDULED_MAINTENANCE : V2_INCIDENT, where);
  problems.push(...enumProblem(record?.status, V2_INCIDENT_STATUSES, `${where}.status`));
  problems.push(...enumProblem(record?.impact, V2_IMPACTS, `${where}.impact`));
  const updates = Array.isArray(record?.incident_updates) ? record.incident_updates : [];
  updates.forEach((update: Record<string, unknown>, i) => {
    const at = `${where}.incident_updates[${i}]`;
    problems.push(...shapeProblems(update, V2_INCIDENT_UPDATE, at));
    problems.push(...enumProblem(update?.status, V2_INCIDENT_STATUSES, `${at}.status`));
    const affected = Array.isArray(update?.affected_components) ? update.affected_components : [];
    affected.forEach((component: Record<string, unknown>, j) => {
      const atComponent = `${at}.affected_components[${j}]`;
      problems.push(...shapeProblems(component, V2_AFFECTED_COMPONENT, atComponent));
      problems.push(
        ...enumProblem(component?.old_status, V2_COMPONENT_STATUSES, `${atComponent}.old_status`),
      );
      problems.push(
        ...enumProblem(component?.new_status, V2_COMPONENT_STATUSES, `${atComponent}.new_status`),
      );
    });
  });
  const components = Array.isArray(record?.components) ? record.components : [];
  components.forEach((component, i) => {
    problems.push(...componentProblems(component, `${where}.components[${i}]`));
  });
  return problems;
}

/** Checks a whole v2 document by name: its top-level keys and every object in it. */
export function documentProblems(name: string, body: unknown): string[] {
  const record = body as Record<string, unknown>;
  const problems: string[] = [];
  const top = (fields: FieldList) => problems.push(...shapeProblems(body, fields, name));
  const incidents = (key: string, maintenance: boolean) => {
    const list = Array.isArray(record?.[key]) ? (record[key] as unknown[]) : [];
    list.forEach((incident, i) => {
      problems.push(...incidentProblems(incident, `${name}.${key}[${i}]`, maintenance));
    });
  };
  const components = () => {
    const list = Array.isArray(record?.components) ? (record.components as unknown[]) : [];
    list.forEach((component, i) => {
      problems.push(...componentProblems(component, `${name}.components[${i}]`));
    });
  };
  problems.push(...shapeProblems(record?.page, V2_PAGE, `${name}.page`));
  if (name === 'summary.json' || name === 'status.json') {
    problems.push(...shapeProblems(record?.status, V2_STATUS, `${name}.status`));
    problems.push(
      ...enumProblem((record?.status as Record<string, unknown>)?.indicator, V2_INDICATORS, 'indicator'),
    );
  }
  switch (name) {
    case 'summary.json':
      top({
        page: 'object',
        components: 'array',
        incidents: 'array',
        scheduled_maintenances: 'array',
        status: 'object',
      });
      components();
      incidents('incidents', false);
      incidents('scheduled_maintenances', true);
      break;
    case 'status.json':
      top({ page: 'object', status: 'object' });
      break;
    case 'components.json':
      top({ page: 'object', components: 'array' });
      components();
      break;
    case 'incidents.json':
    case 'incidents/unresolved.json':
      top({ page: 'object', incidents: 'array' });
      incidents('incidents', false);
      break;
    default:
      top({ page: 'object', scheduled_maintenances: 'array' });
      incidents('scheduled_maintenances', true);
  }
  return problems;
}
