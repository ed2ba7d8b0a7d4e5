import { LANGUAGES } from '@statusdeck/shared/contract';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicLanguage } from './types';

export const PUBLIC_LANGUAGES: readonly PublicLanguage[] = LANGUAGES;

export function isPublicLanguage(value: unknown): value is PublicLanguage {
  return PUBLIC_LANGUAGES.includes(value as PublicLanguage);
}

/** The language the public page is shown in: the page's default or the visitor's choice. */
export const PublicLanguageContext = createContext<PublicLanguage>('en');

/**
 * `t` fixed to the public page's language, independent of the console's language when the page
 * is previewed inside the host. Keys live only under `public.*` (the lean bundle inlines that subtree).
 */
export function usePublicT() {
  const lng = useContext(PublicLanguageContext);
  const { t } = useTranslation(undefined, { lng });
  return { t, lng };
}
