/**
 * The part of react-i18next the public page uses, over lite-i18n/i18next.ts (aliased in the lean and ssr
 * builds only): I18nextProvider, useTranslation(ns, { lng }) and the initReactI18next plugin object.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { LiteI18n } from './i18next';

const I18nContext = createContext<LiteI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(_namespace?: unknown, options: { lng?: string } = {}) {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider');
  const language = options.lng ?? i18n.language;
  const t = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  return { t, i18n, ready: true };
}

export const initReactI18next = { type: '3rdParty' as const, init: () => undefined };
