import { ApiError } from '@statusdeck/shared';
import { getIn } from 'formik';
import type { TFunction } from 'i18next';

/** One entry of a 400 `validation_failed` answer's per-field details. */
export type ServerFieldDetail = { field: string; code?: string; message?: string };

// The server's detail codes (server/src/plugins/error-handler.ts) in the user's language.
const DETAIL_CODE_KEYS: Record<string, string> = {
  required: 'forms.errors.required',
  invalid_format: 'forms.errors.invalidFormat',
  too_short: 'forms.errors.tooShort',
  too_long: 'forms.errors.tooLong',
  invalid_type: 'forms.errors.invalidValue',
  invalid_value: 'forms.errors.invalidValue',
  // Incident translations: a key that is no language of ours, or the page's own default language.
  unsupported_language: 'forms.errors.unsupportedLanguage',
  default_language: 'forms.errors.defaultLanguageTranslation',
};

function isDetail(value: unknown): value is ServerFieldDetail {
  return typeof value === 'object' && value !== null && 'field' in value && typeof value.field === 'string';
}

/** The per-field details of a 400 validation_failed error, or none for any other error. */
export function validationDetails(error: unknown): ServerFieldDetail[] {
  if (!(error instanceof ApiError) || error.status !== 400 || error.code !== 'validation_failed') return [];
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('details' in body) || !Array.isArray(body.details))
    return [];
  return body.details.filter(isDetail);
}

/** A field whose wrong format is an e-mail address's: say what one looks like, not "the expected format". */
function isEmailField(field: string): boolean {
  return field.split('.').at(-1) === 'email';
}

/** A detail's text: its code translated when known, else the server's own message. */
export function detailMessage(detail: ServerFieldDetail, t: TFunction): string {
  if (detail.code === 'invalid_format' && isEmailField(detail.field)) return t('forms.errors.invalidEmail');
  const key = detail.code ? DETAIL_CODE_KEYS[detail.code] : undefined;
  if (key) return t(key);
  return detail.message || t('forms.errors.invalidValue');
}

/**
 * Splits validation details into errors for fields this form has (by Formik path, so
 * `components.0.status` works) and the rest, which belong to no field on screen.
 */
export function splitDetails<Values>(details: ServerFieldDetail[], values: Values, t: TFunction) {
  const fieldErrors: Record<string, string> = {};
  const unmatched: ServerFieldDetail[] = [];
  for (const detail of details) {
    if (getIn(values, detail.field) !== undefined) fieldErrors[detail.field] ??= detailMessage(detail, t);
    else unmatched.push(detail);
  }
  return { fieldErrors, unmatched };
}
