import { API_ERRORS, ApiError } from '@statusdeck/shared';
import { validationDetails } from '@statusdeck/shared/forms';

// The integrations API's own refusals, whose words the error catalogue names.
const CODES = ['integration_limit_reached', 'integration_not_active'] as const;

/** The translation key of an integrations refusal (409 at the page's limit, a test to a disabled one). */
export function integrationErrorKey(error: unknown): string | undefined {
  const code = CODES.find((known) => error instanceof ApiError && error.code === known);
  return code && API_ERRORS[code].key;
}

// Why the server will not post to a URL (the webhook endpoint rules' detail codes).
const URL_CODE_KEYS: Record<string, string> = {
  invalid_url: 'pageIntegrations.validation.urlInvalid',
  https_required: 'pageIntegrations.validation.urlInvalid',
  credentials_in_url: 'pageIntegrations.validation.urlCredentials',
};

/**
 * A refused URL said in the user's language on the URL field, when that is all the server refused;
 * any other field errors are placed by the form kit (their codes translated, else the server's words).
 */
export function urlFieldErrors(error: unknown): Record<string, string> | undefined {
  const details = validationDetails(error);
  const keys = details.map((detail) =>
    detail.field === 'url' && detail.code ? URL_CODE_KEYS[detail.code] : undefined,
  );
  const [first] = keys;
  return first && keys.every(Boolean) ? { url: first } : undefined;
}
