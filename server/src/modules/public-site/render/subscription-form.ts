import { SUBSCRIBE_FORM_FIELDS } from '@statusdeck/shared/public-site/paths';
/**
 * The subscription screens' forms without JavaScript (progressive enhancement: with JavaScript the screens
 * call the JSON API instead). A post is read by the form's own small parser and checked here, then handed
 * to the subscribers module's verbs like the JSON routes do.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emailSchema } from '../../../lib/http-schemas';
import { QUIET_LOG } from '../../../plugins/request-logging';
import { endpointSchema } from '../../subscribers/schemas';
import { type Failure, fieldFailure } from './subscription-screen';

/** The subscribe form's fields, as the screens' forms post them. */
const SCOPE_FIELD = SUBSCRIBE_FORM_FIELDS.scope;
export const COMPONENT_FIELD = SUBSCRIBE_FORM_FIELDS.componentIds;
const CHANNEL_FIELD = SUBSCRIBE_FORM_FIELDS.channel;
export const ENDPOINT_FIELD = SUBSCRIBE_FORM_FIELDS.endpoint;
export const MAX_COMPONENTS = 250;

type FormBody = Record<string, string | string[] | undefined>;

export const formOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody;

/**
 * A form post's fields: the last value of each, `component_ids` as the list of its values; the address and
 * the endpoint trimmed (as the script sends them) and left out when empty (then "required", not "invalid").
 * The endpoint is left out unless "Webhook" was chosen: an e-mail subscription ignores what it holds.
 */
export function parseSubscriptionForm(body: string): FormBody {
  const params = new URLSearchParams(body);
  const fields: FormBody = {};
  for (const name of new Set(params.keys())) {
    fields[name] = name === COMPONENT_FIELD ? params.getAll(name) : (params.getAll(name).at(-1) ?? '');
  }
  for (const name of ['email', ENDPOINT_FIELD]) {
    const value = fields[name];
    const trimmed = typeof value === 'string' ? value.trim() : undefined;
    if (trimmed) fields[name] = trimmed;
    else delete fields[name];
  }
  if (fields[CHANNEL_FIELD] !== 'webhook') delete fields[ENDPOINT_FIELD];
  return fields;
}

/** The webhook a form subscribes: its endpoint when "Webhook" was chosen (`''` when none was entered). */
export function chosenEndpoint(form: FormBody): string | undefined {
  if (form[CHANNEL_FIELD] !== 'webhook') return undefined;
  const endpoint = form[ENDPOINT_FIELD];
  return typeof endpoint === 'string' ? endpoint : '';
}

/** The components a form chose: null = all; [] = "only these" with none ticked. */
export function chosenComponents(form: FormBody): string[] | null {
  if (form[SCOPE_FIELD] !== 'chosen') return null;
  const ids = form[COMPONENT_FIELD];
  return [...new Set(Array.isArray(ids) ? ids : [])];
}

/** The subscribe form's validation (the JSON route's rules for the address), its first problem first. */
export const subscribeFormSchema = {
  hide: true,
  body: {
    type: 'object',
    required: ['email'],
    properties: {
      email: emailSchema,
      [CHANNEL_FIELD]: { type: 'string', enum: ['email', 'webhook'] },
      [ENDPOINT_FIELD]: endpointSchema,
      [SCOPE_FIELD]: { type: 'string', enum: ['all', 'chosen'] },
      [COMPONENT_FIELD]: {
        type: 'array',
        maxItems: MAX_COMPONENTS,
        items: { type: 'string', maxLength: 100 },
      },
    },
  },
} as const;

type ValidationIssue = { instancePath: string; keyword: string; params: Record<string, unknown> };

/** The subscribe form's validation errors as the JSON route reports them: the address's first. */
export function validationFailure(issues: readonly ValidationIssue[]): Failure {
  const fields = issues.map((issue) => {
    const missing = typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : '';
    const field = missing || issue.instancePath.replace(/^\//, '').split('/')[0] || 'body';
    return { field, code: missing ? 'required' : issue.keyword === 'format' ? 'invalid_format' : 'invalid' };
  });
  const first = fields.find((entry) => entry.field === 'email') ?? fields[0];
  return fieldFailure(first?.field ?? 'body', first?.code ?? 'invalid');
}

/** The request's validation errors, when its route was given `attachValidation`. */
export function formValidationFailure(request: FastifyRequest): Failure | null {
  if (!request.validationError) return null;
  return validationFailure((request.validationError.validation ?? []) as ValidationIssue[]);
}

/** Routes of `app` registered after this keep their info line in the request log (posts are not quiet). */
export function logAtInfo(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object | undefined), [QUIET_LOG]: false } as typeof route.config;
  });
}

/**
 * Registers form posts in a scope of their own: their own small form parser and an info line in the request
 * log for each. Only that encoding (a form without JavaScript sends nothing else): other bodies are 415,
 * so JSON, which has its own addresses in the public API, cannot reach the verbs here unchecked by the
 * form's parser.
 */
export async function formPosts(app: FastifyInstance, register: (forms: FastifyInstance) => void) {
  await app.register(async (forms) => {
    logAtInfo(forms);
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) =>
        done(null, parseSubscriptionForm(typeof body === 'string' ? body : body.toString('utf8'))),
    );
    register(forms);
  });
}
