import type { Api } from '@statusdeck/shared';
import * as yup from 'yup';
import {
  type CreateIntegrationInput,
  INTEGRATION_KINDS,
  type Integration,
  type IntegrationKind,
  type UpdateIntegrationInput,
} from '../../../api/integration-types';
import { LANGUAGES } from '../../../lib/languages';
import { hasCredentials, isHttpsUrl, WEBHOOK_URL_MAX_LENGTH } from '../../../lib/webhook-url';

/** The server's limit on the label. */
export const NAME_MAX_LENGTH = 100;

/** The form's values; an empty language is the page's default, an empty URL on edit keeps the current one. */
export type IntegrationValues = {
  kind: IntegrationKind;
  name: string;
  url: string;
  component_ids: string[];
  language: Api.Language | '';
};

export function initialIntegrationValues(integration: Integration | null): IntegrationValues {
  return {
    kind: integration?.kind ?? 'slack',
    name: integration?.name ?? '',
    url: '',
    component_ids: integration?.component_ids ?? [],
    language: integration?.language ?? '',
  };
}

/**
 * The server's rules: a known service, a label of at most 100 characters (left empty on creation, the
 * server names it after the service; on edit it cannot be emptied), and an https URL without
 * credentials, required on creation only (on edit it replaces the secret URL when given).
 */
export function integrationSchema(editing: boolean) {
  const name = yup.string().trim().max(NAME_MAX_LENGTH, 'pageIntegrations.validation.nameTooLong');
  const url = yup
    .string()
    .trim()
    .max(WEBHOOK_URL_MAX_LENGTH, 'pageIntegrations.validation.urlTooLong')
    .test('https', 'pageIntegrations.validation.urlInvalid', isHttpsUrl)
    .test('credentials', 'pageIntegrations.validation.urlCredentials', (value) => !hasCredentials(value));
  return yup.object({
    kind: yup.string().oneOf(INTEGRATION_KINDS).required(),
    name: editing ? name.required('pageIntegrations.validation.nameRequired') : name,
    url: editing ? url : url.required('pageIntegrations.validation.urlRequired'),
    component_ids: yup.array(yup.string().required()),
    language: yup.string().oneOf(['', ...LANGUAGES]),
  });
}

/** A new integration: no label lets the server name it; no components chosen means all of them. */
export function createBody(values: IntegrationValues): CreateIntegrationInput {
  const name = values.name.trim();
  return {
    kind: values.kind,
    url: values.url.trim(),
    ...(name ? { name } : {}),
    component_ids: values.component_ids,
    language: values.language || null,
  };
}

/** An edit: every field it shows, the URL only when a new one is given. */
export function updateBody(values: IntegrationValues): UpdateIntegrationInput {
  const url = values.url.trim();
  return {
    name: values.name.trim(),
    ...(url ? { url } : {}),
    component_ids: values.component_ids,
    language: values.language || null,
  };
}
