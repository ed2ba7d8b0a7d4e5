import { formatDay, localeOf } from '@statusdeck/shared/time';
import styled from 'styled-components';
import { usePublicT } from '../i18n';
import { type Tone, v } from '../theme';
import type { PublicLanguage, PublicUptimeDay } from '../types';

/** A day's colour: grey without data, green at 100 %, then yellow, orange and red as it falls. */
export function dayTone(day: PublicUptimeDay): Tone {
  if (day.percent === null) return 'neutral';
  if (day.percent >= 100) return 'success';
  if (day.percent >= 99) return 'warning';
  if (day.percent >= 95) return 'orange';
  return 'danger';
}

const percentFormats = new Map<PublicLanguage, Intl.NumberFormat>();

export function formatPercent(percent: number, lng: PublicLanguage): string {
  let format = percentFormats.get(lng);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(lng), { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(lng, format);
  }
  return format.format(percent / 100);
}

function useDuration() {
  const { t } = usePublicT();
  return (seconds: number) => {
    const minutes = Math.max(1, Math.round(seconds / 60));
    const hours = Math.floor(minutes / 60);
    return hours > 0
      ? t('public.uptime.hoursMinutes', { hours, minutes: minutes % 60 })
      : t('public.uptime.minutes', { minutes });
  };
}

const Tip = styled.div<{ $align: Align; $left: string }>`
  position: absolute;
  bottom: calc(100% + 8px);
  left: ${({ $left }) => $left};
  transform: translateX(
    ${({ $align }) => ($align === 'start' ? '0' : $align === 'end' ? '-100%' : '-50%')}
  );
  z-index: 2;
  width: max-content;
  max-width: min(18rem, 90vw);
  padding: 10px 12px;
  border-radius: 6px;
  border: 1px solid ${v.border};
  background: ${v.surface};
  color: ${v.text};
  box-shadow: 0 8px 16px rgba(9, 30, 66, 0.2);
  font-size: 14px;
  line-height: 1.4;
  & ul {
    margin: 4px 0 0;
    padding-left: 18px;
  }
  /* Bridges the gap to the bars, so the pointer can move onto the tooltip without closing it. */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    height: 10px;
  }
`;

const TipTitle = styled.strong`
  display: block;
`;

export type Align = 'start' | 'center' | 'end';

/** Where the tooltip of a day goes: above its bar, kept inside the row near the ends. */
export function placeTip(
  bar: HTMLElement | null | undefined,
  rowWidth: number,
  index: number,
  count: number,
) {
  if (bar && rowWidth > 0) {
    const start = bar.offsetLeft;
    const end = start + bar.offsetWidth;
    const centre = (start + end) / 2;
    const align: Align = centre < rowWidth * 0.2 ? 'start' : centre > rowWidth * 0.8 ? 'end' : 'center';
    return { align, left: `${align === 'start' ? start : align === 'end' ? end : centre}px` };
  }
  // Not laid out (yet): by the day's place among all days.
  const align: Align = index < count * 0.2 ? 'start' : index >= count * 0.8 ? 'end' : 'center';
  const at = align === 'start' ? index : align === 'end' ? index + 1 : index + 0.5;
  return { align, left: `${(at / count) * 100}%` };
}

export function DayTip({
  day,
  id,
  align,
  left,
}: {
  day: PublicUptimeDay;
  id: string;
  align: Align;
  left: string;
}) {
  const { t, lng } = usePublicT();
  const duration = useDuration();
  return (
    <Tip role="tooltip" id={id} $align={align} $left={left}>
      <TipTitle>{formatDay(day.date, lng)}</TipTitle>
      <div>
        {day.percent === null
          ? t('public.uptime.noData')
          : t('public.uptime.dayUptime', { percent: formatPercent(day.percent, lng) })}
      </div>
      {day.major_outage_seconds > 0 ? (
        <div>{t('public.uptime.majorOutage', { duration: duration(day.major_outage_seconds) })}</div>
      ) : null}
      {day.partial_outage_seconds > 0 ? (
        <div>{t('public.uptime.partialOutage', { duration: duration(day.partial_outage_seconds) })}</div>
      ) : null}
      {day.incidents.length > 0 ? (
        <ul aria-label={t('public.uptime.incidentsThatDay')}>
          {day.incidents.map((incident) => (
            <li key={incident.id}>{incident.name}</li>
          ))}
        </ul>
      ) : day.percent === null ? null : (
        <div>{t('public.uptime.noIncidents')}</div>
      )}
    </Tip>
  );
}
