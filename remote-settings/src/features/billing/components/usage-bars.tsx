import { plainList } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import { metricLabel, planLabel } from '../../../components/labels';
import type { UsageMetric } from '../../access/types';

export type UsageLevel = 'ok' | 'near' | 'full' | 'excluded';

/**
 * Near the limit from 80 % on, full at or past it. A limit of 0 means the plan does not include the
 * feature: nothing is wrong until something uses it anyway.
 */
export function usageLevel(used: number, limit: number): UsageLevel {
  if (limit <= 0 && used <= 0) return 'excluded';
  if (limit <= 0 || used >= limit) return 'full';
  return used / limit >= 0.8 ? 'near' : 'ok';
}

const FILL: Record<Exclude<UsageLevel, 'excluded'>, (theme: DefaultTheme) => string> = {
  ok: (theme) => theme.colors.primary,
  near: (theme) => theme.colors.warning,
  full: (theme) => theme.colors.danger,
};

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  ${plainList}
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Name = styled.span`
  font-weight: 600;
  min-width: 0;
`;

/** "2 of 5" on one line: a long metric name wraps instead ("0 из" above "100" in Russian). */
const Amount = styled.span`
  flex-shrink: 0;
  white-space: nowrap;
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfacePressed};
  overflow: hidden;
`;

const Fill = styled.div<{ $level: keyof typeof FILL; $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme, $level }) => FILL[$level](theme)};
`;

const NotInPlan = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const State = styled.span<{ $level: UsageLevel }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ $level }) => ($level === 'full' ? '#ae2e24' : '#7f5f01')};
`;

/**
 * One bar per metric with "used of limit"; near or at the limit the bar changes colour and says so in words.
 * A metric the plan (`plan`, its name) does not include says so, neutrally, without a bar.
 */
export function UsageBars({ metrics, plan }: { metrics: readonly UsageMetric[]; plan: string }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <List>
      {metrics.map((metric) => {
        const level = usageLevel(metric.used, metric.limit);
        const percent =
          metric.limit > 0 ? Math.min(100, Math.round((metric.used / metric.limit) * 100)) : 100;
        const name = metricLabel(t, metric.metric);
        if (level === 'excluded') {
          return (
            <Item key={metric.metric} data-testid={`usage-${metric.metric}`} data-level={level}>
              <Line>
                <Name>{name}</Name>
                <NotInPlan>{t('settings.usage.notInPlan', { plan: planLabel(t, plan) })}</NotInPlan>
              </Line>
            </Item>
          );
        }
        const amount = t('settings.usage.amount', {
          used: number.format(metric.used),
          limit: number.format(metric.limit),
        });
        return (
          <Item key={metric.metric} data-testid={`usage-${metric.metric}`} data-level={level}>
            <Line>
              <Name>{name}</Name>
              <Amount>{amount}</Amount>
            </Line>
            <Track
              role="meter"
              aria-label={name}
              aria-valuemin={0}
              aria-valuemax={metric.limit}
              aria-valuenow={Math.min(metric.used, metric.limit)}
              aria-valuetext={amount}
            >
              <Fill $level={level} $percent={percent} />
            </Track>
            {level !== 'ok' ? (
              <State $level={level}>
                {level === 'full' ? t('settings.usage.atLimit') : t('settings.usage.nearLimit')}
              </State>
            ) : null}
          </Item>
        );
      })}
    </List>
  );
}
