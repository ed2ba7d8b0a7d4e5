import { useTranslation } from 'react-i18next';
import { useClock } from './clock';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 hours ago", "in 2 days", "now": the largest whole unit, in the user's language. */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A relative time whose exact time shows on hover (title) and is machine-readable (dateTime). */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const clock = useClock();
  return (
    <time dateTime={iso} title={clock.exactTitle(iso)}>
      {relativeTime(iso, i18n.language)}
    </time>
  );
}
