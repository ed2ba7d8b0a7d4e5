import { Button, Notice, paths } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isNotFound } from '../../../api/page-errors';
import { loadFailureText } from '../../../components/load-failure';

type Props = {
  /** What failed: a 404 says the thing is gone, anything else is worded by its cause. */
  error: unknown;
  retry(): void;
  notFoundTitle?: string;
  backTo?: { to: string; label: string };
};

/** What cannot be shown: gone (with the way back) or not loaded (what to do, and a retry). */
export function IncidentsProblem({ error, retry, notFoundTitle, backTo }: Props) {
  const { t } = useTranslation();
  if (isNotFound(error)) {
    const back = backTo ?? { to: paths.statusPages(), label: t('statuspages.details.backToList') };
    return (
      <Notice
        title={notFoundTitle ?? t('statuspages.details.notFoundTitle')}
        description={t('pageIncidents.notFoundDescription')}
        action={<Link to={back.to}>{back.label}</Link>}
      />
    );
  }
  return (
    <div role="alert">
      <Notice
        title={t('pageIncidents.loadErrorTitle')}
        description={loadFailureText(error, t)}
        action={<Button onClick={retry}>{t('pageIncidents.retry')}</Button>}
      />
    </div>
  );
}
