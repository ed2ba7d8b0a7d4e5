import { Notice, useDocumentTitle } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';

/** Incidents are the next part of the console; until then their routes say so plainly. */
export function IncidentsComingNotice() {
  const { t } = useTranslation();
  useDocumentTitle(t('statuspages.incidentsComing.documentTitle'));
  return (
    <Notice
      title={t('statuspages.incidentsComing.title')}
      description={t('statuspages.incidentsComing.description')}
    />
  );
}
