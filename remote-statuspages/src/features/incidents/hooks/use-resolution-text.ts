import type { Api } from '@statusdeck/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncidentKind } from '../api/types';

// Whole literals, so the locale check sees every key. The server writes the same text when a resolution
// comes without a message: both read the locales' `server` section, the one copy.
const DEFAULT_TEXT_KEYS: Record<IncidentKind, string> = {
  incident: 'server.incident.resolved',
  maintenance: 'server.maintenance.completed',
};

/**
 * The default resolution (or completion) message in the page's language, which need not be the console's:
 * that language's translations are loaded first, so the answer is undefined until they are. Should they
 * not load, the answer is '' (the responder writes the message) rather than a text in the wrong language.
 */
export function useResolutionText(language: Api.Language, kind: IncidentKind): string | undefined {
  const { i18n } = useTranslation();
  const [attempted, setAttempted] = useState<Api.Language | null>(null);
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
  if (ready) return i18n.getFixedT(language)(DEFAULT_TEXT_KEYS[kind]);
  return attempted === language ? '' : undefined;
}
