import {
  type KeyboardEvent,
  type PointerEvent,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { usePublicT } from '../i18n';
import { type Tone, v } from '../theme';
import { formatDay } from '../time';
import type { PublicLanguage, PublicUptime, PublicUptimeDay } from '../types';

/** False on the server and in the render that hydrates its HTML; true right after. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** A day's colour: grey without data, green at 100 %, then yellow, orange and red as it falls. */
export function dayTone(day: PublicUptimeDay): Tone {
  if (day.percent === null) return 'neutral';
  if (day.percent >= 100) return 'success';
  if (day.percent >= 99) return 'warning';
  if (day.percent >= 95) return 'orange';
  return 'danger';
}

const localeOf: Record<PublicLanguage, string> = { en: 'en-GB', ru: 'ru-RU' };

const percentFormats = new Map<PublicLanguage, Intl.NumberFormat>();

export function formatPercent(percent: number, lng: PublicLanguage): string {
  let format = percentFormats.get(lng);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[lng], { style: 'percent', maximumFractionDigits: 2 });
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

const Wrap = styled.div`
  position: relative;
  margin-top: 10px;
`;

const TONE_CODES: Record<Tone, string> = {
  success: 's',
  warning: 'w',
  orange: 'o',
  danger: 'd',
  maintenance: 'm',
  neutral: 'n',
};

// One rule set for the row, not a styled component per day: a page has thousands of day bars,
// and each costs server time and bytes.
const Bars = styled.div`
  display: flex;
  gap: 2px;
  height: 34px;
  & > * {
    flex: 1 1 0;
    min-width: 0;
    height: 100%;
    padding: 0;
    border: 0;
    border-radius: 2px;
    background: ${v.toneFill('neutral')};
  }
  ${Object.entries(TONE_CODES)
    .map(([tone, code]) => `& > [data-t='${code}'] { background: ${v.toneFill(tone as Tone)}; }`)
    .join('\n')}
  & > button {
    cursor: pointer;
  }
  & > [aria-describedby] {
    filter: brightness(0.85);
  }
  & > button:focus-visible {
    outline: 2px solid ${v.focus};
    outline-offset: 1px;
  }
`;

const Tip = styled.div<{ $align: 'start' | 'center' | 'end'; $left: number }>`
  position: absolute;
  bottom: calc(100% + 8px);
  left: ${({ $left }) => $left}%;
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
`;

const TipTitle = styled.strong`
  display: block;
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  margin-top: 6px;
  color: ${v.muted};
  font-size: 13px;
`;

function DayTip({
  day,
  id,
  index,
  count,
}: {
  day: PublicUptimeDay;
  id: string;
  index: number;
  count: number;
}) {
  const { t, lng } = usePublicT();
  const duration = useDuration();
  const align = index < count * 0.2 ? 'start' : index >= count * 0.8 ? 'end' : 'center';
  const left =
    align === 'start'
      ? (index / count) * 100
      : align === 'end'
        ? ((index + 1) / count) * 100
        : ((index + 0.5) / count) * 100;
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

/**
 * 90 days of uptime as bars. Each day is a button with its date and uptime as its name; its
 * tooltip (date, uptime, outages, incidents) opens on hover, on keyboard focus (arrow keys, Home
 * and End move between days with one tab stop for the row; Escape closes) and toggles on tap.
 */
export function UptimeBars({ name, uptime }: { name: string; uptime: PublicUptime }) {
  const { t, lng } = usePublicT();
  const days = uptime.days;
  const count = days.length;
  const tipId = useId();
  const [focusIndex, setFocusIndex] = useState(count - 1);
  const [active, setActive] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const lastPointer = useRef<string | null>(null);

  const interactive = useHydrated();

  /** Runs `action` with the index of the day bar the event happened on. */
  const withIndex = (event: SyntheticEvent, action: (index: number) => void) => {
    const bar = (event.target as Element).closest?.('[data-i]');
    if (bar && event.currentTarget.contains(bar)) action(Number(bar.getAttribute('data-i')));
  };

  const pointerOf = (event: SyntheticEvent) =>
    (event.nativeEvent as Partial<globalThis.PointerEvent>).pointerType || 'mouse';

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setFocusIndex(next);
    setActive(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowDown: index + 1,
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key] ?? index);
    } else if (event.key === 'Escape' && active !== null) {
      event.preventDefault();
      event.stopPropagation();
      setActive(null);
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    lastPointer.current = pointerOf(event);
  };

  const onFocus = (index: number) => {
    setFocusIndex(index);
    // A tap or click focuses too: then the click decides; a keyboard focus opens the tooltip.
    if (lastPointer.current === null) setActive(index);
  };

  const onClick = (index: number) => {
    const pointer = lastPointer.current;
    lastPointer.current = null;
    if (pointer === 'mouse') setActive(index);
    else setActive((current) => (current === index ? null : index));
  };

  const dayName = (day: PublicUptimeDay) =>
    t('public.uptime.dayLabel', {
      date: formatDay(day.date, lng),
      uptime:
        day.percent === null
          ? t('public.uptime.noData')
          : t('public.uptime.dayUptime', { percent: formatPercent(day.percent, lng) }),
    });

  const activeDay = active === null ? undefined : days[active];

  return (
    <Wrap
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setActive(null);
          lastPointer.current = null;
        }
      }}
    >
      {interactive ? (
        <Bars
          role="group"
          aria-label={t('public.uptime.barsLabel', { name, count })}
          onKeyDown={(event) => withIndex(event, (index) => onKeyDown(event, index))}
          onPointerDown={onPointerDown}
          onPointerOver={(event) => {
            if (pointerOf(event) === 'mouse') withIndex(event, setActive);
          }}
          onPointerOut={(event) => {
            if (pointerOf(event) !== 'mouse') return;
            withIndex(event, (index) => {
              if (document.activeElement !== buttons.current[index])
                setActive((current) => (current === index ? null : current));
            });
          }}
          onFocus={(event) => withIndex(event, onFocus)}
          onClick={(event) => withIndex(event, onClick)}
        >
          {days.map((day, index) => (
            <button
              key={day.date}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              data-i={index}
              data-t={TONE_CODES[dayTone(day)]}
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={dayName(day)}
              aria-describedby={active === index ? tipId : undefined}
            />
          ))}
        </Bars>
      ) : (
        // The server's HTML: the same picture, light; the days become buttons once scripts run.
        <Bars aria-hidden="true">
          {days.map((day) => (
            <span key={day.date} data-t={TONE_CODES[dayTone(day)]} />
          ))}
        </Bars>
      )}
      {activeDay && active !== null ? (
        <DayTip day={activeDay} id={tipId} index={active} count={count} />
      ) : null}
      <Scale>
        <span aria-hidden="true">{t('public.uptime.daysAgo', { count })}</span>
        <span>
          {uptime.percent === null
            ? t('public.uptime.noData')
            : t('public.uptime.overall', { percent: formatPercent(uptime.percent, lng) })}
        </span>
        <span aria-hidden="true">{t('public.uptime.today')}</span>
      </Scale>
    </Wrap>
  );
}

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
`;
