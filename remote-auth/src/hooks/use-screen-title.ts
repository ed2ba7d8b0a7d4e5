import { useDocumentTitle } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';

/** The browser tab's title for an auth screen, from a `titles.*` key, in the current language. */
export function useScreenTitle(key: string): void {
  const { t } = useTranslation();
  useDocumentTitle(t(key));
}
