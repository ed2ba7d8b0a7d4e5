import { type Api, Badge, impactTone } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { IMPACT_LABEL_KEYS, incidentStatusTone, STATUS_LABEL_KEYS } from '../lib/incident-status-labels';

/** The impact in its colour; the text ("Major impact") says it too. */
export function ImpactBadge({ impact }: { impact: Api.Impact }) {
  const { t } = useTranslation();
  return (
    <Badge tone={impactTone(impact)} dot>
      {t(IMPACT_LABEL_KEYS[impact])}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: Api.IncidentStatus }) {
  const { t } = useTranslation();
  return <Badge tone={incidentStatusTone(status)}>{t(STATUS_LABEL_KEYS[status])}</Badge>;
}
