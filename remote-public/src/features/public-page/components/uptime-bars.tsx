import { formatDay } from '@statusdeck/shared/time';
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
import type { PublicUptime, PublicUptimeDay } from '../types';
import { DayTip, dayTone, formatPercent, placeTip } from './uptime-day-tip';

/** False on the server and in the render that hydrates its HTML; true right after. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const Wrap = styled.div`
  position: relative;
  margin-top: 10px;
`;

/** Phones show the last NARROW_DAYS days: 90 bars would be a pixel wide each. */
export const NARROW_DAYS = 30;
const NARROW = '@media (max-width: 599.98px)';

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
const Bars = styled.div<{ $hidden: number }>`
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
    /* The colours are the information: keep them in Windows high-contrast mode. */
    forced-color-adjust: none;
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
  ${NARROW} {
    & > :nth-child(-n + ${({ $hidden }) => $hidden}) {
      display: none;
    }
  }
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  margin-top: 6px;
  color: ${v.muted};
  font-size: 13px;
  & [data-range='narrow'] {
    display: none;
  }
  ${NARROW} {
    & [data-range='wide'] {
      display: none;
    }
    & [data-range='narrow'] {
      display: inline;
    }
  }
`;

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
  const hidden = Math.max(0, count - NARROW_DAYS);
  const wrap = useRef<HTMLDivElement>(null);

  /** Runs `action` with the index of the day bar the event happened on. */
  const withIndex = (event: SyntheticEvent, action: (index: number) => void) => {
    const bar = (event.target as Element).closest?.('[data-i]');
    if (bar && event.currentTarget.contains(bar)) action(Number(bar.getAttribute('data-i')));
  };

  const pointerOf = (event: SyntheticEvent) =>
    (event.nativeEvent as Partial<globalThis.PointerEvent>).pointerType || 'mouse';

  // Narrow screens show only the last NARROW_DAYS days (CSS); keys skip the hidden ones.
  const shown = (index: number) => {
    const bar = buttons.current[index];
    return !!bar && getComputedStyle(bar).display !== 'none';
  };

  /** From `from`, the first shown day stepping by `step`, or `fallback` when there is none. */
  const nextShown = (from: number, step: 1 | -1, fallback: number) => {
    for (let index = from; index >= 0 && index < count; index += step) if (shown(index)) return index;
    return fallback;
  };

  const moveTo = (next: number) => {
    setFocusIndex(next);
    setActive(next);
    buttons.current[next]?.focus();
  };

  /** Where a key moves from `index`: the neighbouring shown day, the first or the last; null for other keys. */
  const keyTarget = (key: string, index: number): number | null => {
    switch (key) {
      case 'ArrowLeft':
      case 'ArrowUp':
        return nextShown(index - 1, -1, index);
      case 'ArrowRight':
      case 'ArrowDown':
        return nextShown(index + 1, 1, index);
      case 'Home':
        return nextShown(0, 1, index);
      case 'End':
        return nextShown(count - 1, -1, index);
      default:
        return null;
    }
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = keyTarget(event.key, index);
    if (target !== null) {
      event.preventDefault();
      moveTo(target);
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
      ref={wrap}
      // The tooltip stays while the pointer is on the bars or on the tooltip itself (WCAG 1.4.13),
      // and goes when it leaves both — unless a day has the keyboard focus.
      onPointerLeave={(event) => {
        if (pointerOf(event) === 'mouse' && !event.currentTarget.contains(document.activeElement))
          setActive(null);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setActive(null);
          lastPointer.current = null;
        }
      }}
    >
      {interactive ? (
        <Bars
          $hidden={hidden}
          role="group"
          aria-label={t('public.uptime.barsLabel', { name, count })}
          onKeyDown={(event) => withIndex(event, (index) => onKeyDown(event, index))}
          onPointerDown={onPointerDown}
          onPointerOver={(event) => {
            if (pointerOf(event) === 'mouse') withIndex(event, setActive);
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
        <Bars aria-hidden="true" $hidden={hidden}>
          {days.map((day) => (
            <span key={day.date} data-t={TONE_CODES[dayTone(day)]} />
          ))}
        </Bars>
      )}
      {activeDay && active !== null ? (
        <DayTip
          day={activeDay}
          id={tipId}
          {...placeTip(buttons.current[active], wrap.current?.clientWidth ?? 0, active, count)}
        />
      ) : null}
      <Scale>
        <span aria-hidden="true" data-range="wide">
          {t('public.uptime.daysAgo', { count })}
        </span>
        <span aria-hidden="true" data-range="narrow">
          {t('public.uptime.daysAgo', { count: Math.min(count, NARROW_DAYS) })}
        </span>
        <span>
          {uptime.percent === null ? (
            t('public.uptime.noData')
          ) : (
            <>
              <span data-range="wide">
                {t('public.uptime.overall', { percent: formatPercent(uptime.percent, lng) })}
              </span>
              {/* Phones show fewer days than the figure covers: say how many it does. */}
              <span data-range="narrow">
                {t('public.uptime.overallDays', { percent: formatPercent(uptime.percent, lng), count })}
              </span>
            </>
          )}
        </span>
        <span aria-hidden="true">{t('public.uptime.today')}</span>
      </Scale>
    </Wrap>
  );
}
