import { ApiError, type ApiErrorCode, notify, notifyApiError } from '@statusdeck/shared';
import { defaultFailureMessage } from '@statusdeck/shared/forms';
import type { TFunction } from 'i18next';

/** Error codes of the settings API with a translated explanation (whole keys, for the locale check). */
const ERROR_KEYS: Partial<Record<ApiErrorCode, string>> = {
  own_role: 'settings.errors.own_role',
  own_account: 'settings.errors.own_account',
  last_owner: 'settings.errors.last_owner',
  forbidden: 'settings.errors.forbidden',
  already_member: 'settings.errors.already_member',
  already_invited: 'settings.errors.already_invited',
  default_method_required: 'settings.errors.default_method_required',
  payment_method_required: 'settings.errors.payment_method_required',
  already_on_plan: 'settings.errors.already_on_plan',
  use_downgrade: 'settings.errors.use_downgrade',
  use_subscribe: 'settings.errors.use_subscribe',
  nothing_scheduled: 'settings.errors.nothing_scheduled',
  too_many_payment_methods: 'settings.errors.too_many_payment_methods',
  card_declined: 'settings.errors.card_declined',
  person_required: 'settings.errors.person_required',
  not_found: 'settings.errors.not_found',
};

export function isPlanLimit(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402 && error.code === 'PLAN_LIMIT_REACHED';
}

/**
 * A form's handleError for a create the plan limits (members, API tokens): a plan limit gets one
 * destructive toast saying which limit (`limitText`), and true; anything else is left to the form.
 */
export const planLimitToast =
  (t: TFunction, limitText: string) =>
  (error: unknown): boolean => {
    if (!isPlanLimit(error)) return false;
    notify({ variant: 'destructive', title: t('common.error'), description: limitText });
    return true;
  };

/** What went wrong, in the interface language where the code is known, else the kit's wording. */
export function failureText(error: unknown, t: TFunction): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code && Object.hasOwn(ERROR_KEYS, code)) return t(ERROR_KEYS[code] as string);
  return defaultFailureMessage(error, t);
}

/**
 * One destructive toast for a failed action. A plan limit on members or API tokens says which
 * limit (`limitText`); 429 and any other plan limit get the shared toast.
 */
export function notifyFailure(
  error: unknown,
  t: TFunction,
  options: { title?: string; limitText?: string } = {},
) {
  if (options.limitText && planLimitToast(t, options.limitText)(error)) return;
  if (notifyApiError(error)) return;
  notify({
    variant: 'destructive',
    title: options.title ?? t('common.error'),
    description: failureText(error, t),
  });
}
