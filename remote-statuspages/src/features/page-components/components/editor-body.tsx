import { Button, Card, Notice, paths, Skeleton } from '@statusdeck/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isNotFound } from '../../../api/page-errors';
import { loadFailureText } from '../../../components/load-failure';
import { usePermissions } from '../../../hooks/use-permissions';

type Props = {
  /** The first failure among what the form needs. */
  error: unknown;
  retry(): void;
  /** Shown instead of the retry when that failure is a 404. */
  notFound: ReactNode;
  /** The form once everything it needs has loaded, null until then. */
  form: ReactNode | null;
};

/**
 * The body of a component or group form screen: a skeleton while loading, what went wrong (gone, or a
 * retry), a refusal to a role that may not edit components, or the form in its card.
 */
export function EditorBody({ error, retry, notFound, form }: Props) {
  const { t } = useTranslation();
  const { can, isLoading: permissionsLoading } = usePermissions();
  if (error) {
    if (isNotFound(error)) return notFound;
    return (
      <div role="alert">
        <Notice
          title={t('pageComponents.loadErrorTitle')}
          description={loadFailureText(error, t)}
          action={<Button onClick={retry}>{t('pageComponents.retry')}</Button>}
        />
      </div>
    );
  }
  if (!permissionsLoading && !can('components.edit')) {
    return (
      <Notice
        title={t('pageComponents.notAllowedTitle')}
        description={t('pageComponents.notAllowedDescription')}
      />
    );
  }
  if (form && !permissionsLoading) return <Card>{form}</Card>;
  return <Skeleton lines={8} label={t('pageComponents.form.loading')} />;
}

/** A component or group that is gone, with the way back to the board. */
export function MissingNotice({ pageId, title }: { pageId: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Notice
      title={title}
      description={t('pageComponents.notFoundDescription')}
      action={<Link to={paths.statusPage(pageId)}>{t('pageComponents.backToComponents')}</Link>}
    />
  );
}
