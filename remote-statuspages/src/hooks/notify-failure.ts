import { notify, notifyApiError } from '@statusdeck/shared';
import type { TFunction } from 'i18next';
import { forbiddenText } from '../components/forbidden';

/**
 * One destructive toast for a failed action, unless shared already toasted it (429, plan limit).
 * A 403 `forbidden` says the role does not allow it rather than the action's generic failure.
 */
export function notifyFailure(error: unknown, t: TFunction, description: string): void {
  if (notifyApiError(error)) return;
  notify({
    variant: 'destructive',
    title: t('common.error'),
    description: forbiddenText(error, t) ?? description,
  });
}
