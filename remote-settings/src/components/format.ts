import { useTranslation } from 'react-i18next';

/** Dates, times and money in the interface language. */
export function useFormat() {
  const { i18n, t } = useTranslation();
  const language = i18n.language;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    date: (iso: string) => date.format(new Date(iso)),
    dateTime: (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : t('settings.never')),
    money: (cents: number, currency = 'USD') =>
      new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(
        cents / 100,
      ),
  };
}
