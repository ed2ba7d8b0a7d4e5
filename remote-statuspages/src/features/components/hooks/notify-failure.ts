import { notify, notifyApiError } from '@statusdeck/shared';
import type { TFunction } from 'i18next';

/** One destructive toast for a failed action, unless shared already toasted it (429, plan limit). */
export function notifyFailure(error: unknown, t: TFunction, description: string): void {
  if (notifyApiError(error)) return;
  notify({ variant: 'destructive', title: t('common.error'), description });
}
