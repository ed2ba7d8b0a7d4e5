import {
  formatDate,
  formatDateTime,
  formatWindow,
  viewerTime,
  viewerTimeZone,
} from '@statusdeck/shared/time';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The zone the console's times are written in: a page's screens provide the page's, so everything about
 * the page reads as its public page and its mails do; elsewhere (null) it is the viewer's own.
 */
const PageTimeZone = createContext<string | null>(null);

export function PageTimeZoneProvider({ zone, children }: { zone: string; children: ReactNode }) {
  return <PageTimeZone.Provider value={zone}>{children}</PageTimeZone.Provider>;
}

/** Times in the zone of the screen (the page's, else the viewer's), each naming it. */
export function useClock() {
  const { t, i18n } = useTranslation();
  const pageZone = useContext(PageTimeZone);
  const language = i18n.language;
  return useMemo(() => {
    const viewer = viewerTimeZone();
    const zone = pageZone ?? viewer;
    const dateTime = (iso: string) => formatDateTime(iso, language, zone);
    /** The viewer's own time on hover, where their zone reads the moment differently. */
    const yourTime = (iso: string) => {
      const own = viewerTime(iso, language, zone, viewer);
      return own ? t('common.yourTime', { time: own }) : undefined;
    };
    return {
      zone,
      dateTime,
      date: (iso: string) => formatDate(iso, language, zone),
      window: (start: string, end: string) => formatWindow(start, end, language, zone),
      yourTime,
      /** The whole moment for a hover: the exact time, and the viewer's own where it differs. */
      exactTitle: (iso: string) => [dateTime(iso), yourTime(iso)].filter(Boolean).join('\n'),
    };
  }, [t, language, pageZone]);
}

/** An exact time in the screen's zone, with the viewer's own on hover. */
export function ExactTime({ iso }: { iso: string }) {
  const clock = useClock();
  return (
    <time dateTime={iso} title={clock.yourTime(iso)}>
      {clock.dateTime(iso)}
    </time>
  );
}

/** A day (of a moment, in the screen's zone), the exact time on hover. */
export function ExactDate({ iso }: { iso: string }) {
  const clock = useClock();
  return (
    <time dateTime={iso} title={clock.exactTitle(iso)}>
      {clock.date(iso)}
    </time>
  );
}
