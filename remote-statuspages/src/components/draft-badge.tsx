import { Badge } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';

/** "Not published" next to a page's name while visitors cannot see it; nothing once it is public. */
export function DraftBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return published ? null : <Badge tone="warning">{t('statuspages.publish.draft')}</Badge>;
}
