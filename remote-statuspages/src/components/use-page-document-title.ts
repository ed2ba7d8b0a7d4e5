import { useDocumentTitle } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';

/**
 * The tab title of every /statuspages/:id/** screen: "<screen> · <status page>" (useDocumentTitle
 * adds "· Statusdeck"), so two pages' tabs never read alike. Until the page's name has loaded the
 * title is the screen's alone.
 */
export function usePageDocumentTitle(screen: string, pageName: string | undefined): void {
  const { t } = useTranslation();
  useDocumentTitle(pageName ? t('statuspages.pageDocumentTitle', { screen, page: pageName }) : screen);
}
