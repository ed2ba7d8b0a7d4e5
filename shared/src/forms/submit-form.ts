import { ApiError, notify, notifyApiError, serverMessage } from '@statusdeck/shared';
import type { FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import { splitDetails, validationDetails } from './server-field-errors';

export type SubmitFormOptions<Values, Result> = {
  /** The API call, e.g. `(values) => createPage(values)`. */
  request(values: Values): Promise<Result>;
  t: TFunction;
  /** Translated text of a toast shown on success; no toast when left out. */
  successMessage?: string;
  /**
   * Known failures that belong to fields, e.g. `409 → { email: 'auth.validation.emailTaken' }`
   * (translation keys or text). Return undefined for errors that are not field errors.
   */
  fieldErrorsFor?(error: unknown): Record<string, string> | undefined;
  /** A failure the caller handles itself (a redirect, a special screen); return true when handled. */
  handleError?(error: unknown): boolean;
  /** The one message for any other failure; defaults to defaultFailureMessage. */
  failureMessage?(error: unknown): string;
  /** Where that message goes: one destructive toast (default) or the form's <FormError /> banner. */
  failureDisplay?: 'toast' | 'banner';
};

export type SubmitOutcome<Result> = { ok: true; result: Result } | { ok: false; error: unknown };

/** A translated reason (offline, server down, not accepted), else the server's message, else a generic one. */
export function defaultFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status >= 500) return t('forms.errors.serviceUnavailable');
    // Its message is the validator's English; the details, where they fit a field, say more.
    if (error.code === 'validation_failed') return t('forms.errors.validationFailed');
    return serverMessage(error) ?? t('forms.errors.generic');
  }
  // fetch rejects with a TypeError when the request never reached the server.
  return error instanceof TypeError ? t('forms.errors.network') : t('forms.errors.generic');
}

function showFieldErrors<Values>(helpers: FormikHelpers<Values>, errors: Record<string, string>): void {
  for (const [field, message] of Object.entries(errors)) {
    // Touched without re-validating: the schema knows nothing of the server's verdict.
    helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, message);
  }
}

/**
 * Runs a form's API call with the kit's one-message rule (each outcome says one thing, once):
 * - 429 and 402 PLAN_LIMIT_REACHED → the shared toast (notifyApiError), nothing else;
 * - errors that name fields (`fieldErrorsFor`, 400 validation_failed details) → on those fields only;
 * - anything else → one message, as a toast or in the form's banner (`failureDisplay`);
 * - success → an optional toast.
 * Any banner from the previous attempt is cleared first.
 */
export async function submitForm<Values, Result>(
  values: Values,
  helpers: FormikHelpers<Values>,
  options: SubmitFormOptions<Values, Result>,
): Promise<SubmitOutcome<Result>> {
  const { t } = options;
  helpers.setStatus(undefined);
  try {
    const result = await options.request(values);
    if (options.successMessage) notify({ title: options.successMessage });
    return { ok: true, result };
  } catch (error) {
    if (options.handleError?.(error) || notifyApiError(error)) return { ok: false, error };
    const known = options.fieldErrorsFor?.(error);
    if (known && Object.keys(known).length > 0) {
      showFieldErrors(helpers, known);
      return { ok: false, error };
    }
    const { fieldErrors, unmatched } = splitDetails(validationDetails(error), values, t);
    showFieldErrors(helpers, fieldErrors);
    // Details for fields the form does not show still need saying, once, as the form's message.
    const mapped = Object.keys(fieldErrors).length > 0;
    if (mapped && unmatched.length === 0) return { ok: false, error };
    const message = mapped
      ? t('forms.errors.validationFailed')
      : (options.failureMessage?.(error) ?? defaultFailureMessage(error, t));
    if (options.failureDisplay === 'banner') helpers.setStatus({ formError: message });
    else notify({ variant: 'destructive', title: t('common.error'), description: message });
    return { ok: false, error };
  }
}
