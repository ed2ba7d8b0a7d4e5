import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useUsage } from '../../../api/get-usage';

const Count = styled.p<{ $full: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $full }) => ($full ? theme.colors.danger : theme.colors.textMuted)};
`;

/** "12 of 25 components": the page's live components against the plan's per-page limit. */
export function ComponentCount({ used }: { used: number }) {
  const { t } = useTranslation();
  const { data: usage } = useUsage();
  const limit = usage?.plan.limits.components_per_page;
  if (limit === undefined) {
    return <Count $full={false}>{t('pageComponents.countWithoutLimit', { count: used })}</Count>;
  }
  return (
    <Count $full={used >= limit} data-testid="component-count">
      {t('pageComponents.count', { used, count: limit })}
      {used >= limit ? ` ${t('pageComponents.limitReached')}` : ''}
    </Count>
  );
}
