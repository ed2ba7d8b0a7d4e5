/**
 * The part of react-i18next the lean pages use, over lite/i18next.ts (aliased in their builds only):
 * I18nextProvider, useTranslation(ns, { lng }) (re-rendering on a language change), Trans with named tags
 * (`<terms>…</terms>`) and the initReactI18next plugin, which makes an instance the default one.
 */
import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useReducer,
} from 'react';
import type { LiteI18n, TOptions } from './i18next';

const I18nContext = createContext<LiteI18n | null>(null);
let defaultInstance: LiteI18n | null = null;

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(_namespace?: unknown, options: { lng?: string } = {}) {
  const i18n = useContext(I18nContext) ?? defaultInstance;
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider or initReactI18next');
  const [, languageChanged] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    i18n.on('languageChanged', languageChanged);
    return () => i18n.off('languageChanged', languageChanged);
  }, [i18n]);
  const language = options.lng ?? i18n.language;
  const t = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  return { t, i18n, ready: true };
}

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/** The translation of `i18nKey`, each `<name>text</name>` rendered as `components[name]` holding the text. */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string;
  values?: TOptions;
  components?: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner] = match;
    parts.push(text.slice(last, match.index));
    const component = components[name];
    parts.push(component ? cloneElement(component, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

export const initReactI18next = {
  type: '3rdParty' as const,
  init: (i18n: LiteI18n) => {
    defaultInstance = i18n;
  },
};
