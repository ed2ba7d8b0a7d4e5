import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A `t` in `language` whatever the console's: for a document shown as it was issued (an invoice in its
 * own language). That language's translations are loaded first, so the answer is null until they are;
 * should they not load, i18next's fallback language answers rather than nothing.
 */
export function useFixedT(language: string) {
  const { i18n } = useTranslation();
  const [attempted, setAttempted] = useState<string | null>(null);
  const ready = i18n.hasResourceBundle(language, 'translation');
  useEffect(() => {
    if (ready) return;
    let live = true;
    void i18n.loadLanguages(language).finally(() => {
      if (live) setAttempted(language);
    });
    return () => {
      live = false;
    };
  }, [i18n, language, ready]);
  return ready || attempted === language ? i18n.getFixedT(language) : null;
}
