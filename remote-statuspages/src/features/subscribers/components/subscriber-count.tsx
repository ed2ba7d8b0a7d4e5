import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useUsage } from '../../../api/get-usage';
import { useSubscriberCount } from '../api/get-subscriber-count';

const Count = styled.p<{ $full: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $full }) => ($full ? theme.colors.danger : theme.colors.textMuted)};
`;

/** "37 of 100 confirmed subscribers": the ones that count against the plan's per-page limit. */
export function SubscriberCount({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const { data: used } = useSubscriberCount(pageId);
  const { data: usage } = useUsage();
  const limit = usage?.plan.limits.subscribers_per_page;
  if (used === undefined) return null;
  if (limit === undefined) {
    return <Count $full={false}>{t('pageSubscribers.countWithoutLimit', { count: used })}</Count>;
  }
  return (
    <Count $full={used >= limit} data-testid="subscriber-count">
      {t('pageSubscribers.count', { used, count: limit })}
      {used >= limit ? ` ${t('pageSubscribers.limitReached')}` : ''}
    </Count>
  );
}
