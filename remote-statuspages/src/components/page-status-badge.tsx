import { Badge, impactTone } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';

export const OVERALL_LABEL_KEYS: Record<string, string> = {
  none: 'statuspages.overall.none',
  minor: 'statuspages.overall.minor',
  major: 'statuspages.overall.major',
  critical: 'statuspages.overall.critical',
  maintenance: 'statuspages.overall.maintenance',
};

/** The page's overall status in words and colour; nothing when the server sent none. */
export function PageStatusBadge({ status }: { status: string | undefined }) {
  const { t } = useTranslation();
  if (!status) return null;
  const key = OVERALL_LABEL_KEYS[status];
  return (
    <Badge tone={impactTone(status)} dot>
      {key ? t(key) : status}
    </Badge>
  );
}
