import { ApiError, Button, Notice } from '@statusdeck/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Why data did not load, by cause: never reached the server, the server failed, or anything else. */
export function loadFailureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return t('settings.loadFailure.forbidden');
    return error.status >= 500 ? t('settings.loadFailure.server') : t('settings.loadFailure.generic');
  }
  // fetch rejects with a TypeError when the request never reached the server.
  return error instanceof TypeError ? t('settings.loadFailure.network') : t('settings.loadFailure.generic');
}

type Props = { title: string; error: unknown; retry(): void };

/** A section whose data did not load: what, why, and a way to try again. */
export function LoadError({ title, error, retry }: Props) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <Notice
        title={title}
        description={loadFailureText(error, t)}
        action={<Button onClick={retry}>{t('settings.retry')}</Button>}
      />
    </div>
  );
}
