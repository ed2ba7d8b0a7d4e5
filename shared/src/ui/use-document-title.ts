import { useEffect } from 'react';

/** Every tab reads "<page> · Statusdeck", so the brand comes last and the page is visible first. */
export const DOCUMENT_TITLE_SUFFIX = ' · Statusdeck';

/**
 * Sets `document.title` to "<title> · Statusdeck" while the calling screen is mounted and puts
 * the previous title back when it unmounts. Pass translated text: `useDocumentTitle(t('titles.dashboard'))`.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title}${DOCUMENT_TITLE_SUFFIX}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
