import styled from 'styled-components';
import { usePublicT } from '../i18n';
import { type Tone, v } from '../theme';

/** What the bar colours mean, once below the components. */
export function UptimeLegend() {
  const { t } = usePublicT();
  const items: [Tone, string][] = [
    ['success', t('public.uptime.legend.full')],
    ['warning', t('public.uptime.legend.minor')],
    ['orange', t('public.uptime.legend.partial')],
    ['danger', t('public.uptime.legend.major')],
    ['neutral', t('public.uptime.legend.noData')],
  ];
  return (
    <Legend aria-label={t('public.uptime.legend.title')}>
      {items.map(([tone, label]) => (
        <li key={tone}>
          <Swatch $tone={tone} aria-hidden="true" />
          {label}
        </li>
      ))}
    </Legend>
  );
}

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  color: ${v.muted};
  font-size: 13px;
  & li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Swatch = styled.span<{ $tone: Tone }>`
  width: 10px;
  height: 16px;
  border-radius: 2px;
  background: ${({ $tone }) => v.toneFill($tone)};
  forced-color-adjust: none;
`;
