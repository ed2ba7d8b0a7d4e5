import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { PUBLIC_LANGUAGES, usePublicT } from '../i18n';
import { v } from '../theme';
import type { PublicLanguage } from '../types';
import { focusRing } from './primitives';

const NAMES: Record<PublicLanguage, string> = { en: 'English', ru: 'Русский' };

const List = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  & a {
    display: inline-block;
    padding: 4px 8px;
    border-radius: 4px;
    color: ${v.brand};
    text-decoration: none;
    ${focusRing}
  }
  & a:hover {
    text-decoration: underline;
  }
  & a[aria-current='true'] {
    color: ${v.text};
    font-weight: 600;
    background: ${v.subtle};
  }
`;

/**
 * English / Русский. Each is a link with ?lang= (works without JavaScript); with JavaScript the
 * page switches in place and the address keeps the choice.
 */
export function LanguageSwitcher({
  hrefFor,
  onChange,
}: {
  hrefFor(lang: PublicLanguage): string;
  onChange(lang: PublicLanguage, href: string): void;
}) {
  const { t, lng } = usePublicT();
  return (
    <nav aria-label={t('public.language')}>
      <List>
        {PUBLIC_LANGUAGES.map((lang) => {
          const href = hrefFor(lang);
          return (
            <li key={lang}>
              <a
                href={href}
                lang={lang}
                hrefLang={lang}
                aria-current={lang === lng ? 'true' : undefined}
                onClick={(event: MouseEvent) => {
                  if (
                    event.defaultPrevented ||
                    event.button !== 0 ||
                    event.metaKey ||
                    event.ctrlKey ||
                    event.shiftKey
                  )
                    return;
                  event.preventDefault();
                  onChange(lang, href);
                }}
              >
                {NAMES[lang]}
              </a>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
