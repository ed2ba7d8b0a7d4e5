import {
  formatBillingDate,
  formatBillingPeriod,
  formatDate,
  formatDateTime,
  formatMoney,
  viewerTimeZone,
} from '@statusdeck/shared/time';
import { useTranslation } from 'react-i18next';

/**
 * Dates, times and money in the interface language, or in `fixed` (a document's own, e.g. an invoice's).
 * Account times (tokens, sessions, invoices, team) are the viewer's own: the one clock writes them in the
 * browser's zone, named.
 */
export function useFormat(fixed?: string) {
  const { i18n, t } = useTranslation();
  const language = fixed ?? i18n.language;
  const zone = viewerTimeZone();
  return {
    date: (iso: string) => formatDate(iso, language, zone),
    /** Billing dates and periods: the day in the zone periods start and end in, as invoices and mails write them. */
    billingDate: (iso: string) => formatBillingDate(iso, language),
    billingPeriod: (start: string, end: string) => formatBillingPeriod(start, end, language),
    dateTime: (iso: string | null) => (iso ? formatDateTime(iso, language, zone) : t('settings.never')),
    money: (cents: number, currency = 'USD') => formatMoney(cents, currency, language),
  };
}
