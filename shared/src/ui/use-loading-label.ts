import { useTranslation } from 'react-i18next';

const LOADING_KEY = 'common.loading';

/**
 * The hidden label of a loading indicator: the given one, else the translated "Loading…". Until the
 * translations have arrived (the host's start-up spinner renders before they do) it is empty, never the
 * raw key, which a screen reader would otherwise read out.
 */
export function useLoadingLabel(label: string | undefined): string {
  const { t } = useTranslation();
  if (label !== undefined) return label;
  const text = t(LOADING_KEY, { defaultValue: '' });
  // Without an i18next instance react-i18next's t answers with the key whatever the options say.
  return text === LOADING_KEY ? '' : text;
}
