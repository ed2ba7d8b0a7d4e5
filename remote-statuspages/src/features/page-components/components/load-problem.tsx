import { Button, Notice, paths } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loadFailureText } from '../../../components/load-failure';

type Props = { pageId: string; notFound: boolean; notFoundTitle: string; error: unknown; retry(): void };

/** A component or group that cannot be shown: gone (with the way back) or not loaded (with a retry). */
export function LoadProblem({ pageId, notFound, notFoundTitle, error, retry }: Props) {
  const { t } = useTranslation();
  if (notFound) {
    return (
      <Notice
        title={notFoundTitle}
        description={t('pageComponents.notFoundDescription')}
        action={<Link to={paths.statusPage(pageId)}>{t('pageComponents.backToComponents')}</Link>}
      />
    );
  }
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
