import { ApiError } from '@statusdeck/shared';
import type { TFunction } from 'i18next';

/**
 * A 403 `forbidden` (the role does not allow it — often because it changed since the page was
 * loaded) says so in the interface language, instead of a generic "could not be done".
 */
export function forbiddenText(error: unknown, t: TFunction): string | undefined {
  return error instanceof ApiError && error.status === 403 && error.code === 'forbidden'
    ? t('statuspages.errors.forbidden')
    : undefined;
}
