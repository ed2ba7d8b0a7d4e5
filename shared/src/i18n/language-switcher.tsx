import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '../ui/visually-hidden';
import { FALLBACK_LANGUAGE, LANGUAGE_NAMES, type Language, SUPPORTED_LANGUAGES } from './languages';

const Select = styled.select`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

function isLanguage(value: string | undefined): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

/** Switches the language at once; the language detector saves the choice in localStorage. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  return (
    <span>
      <VisuallyHidden as="label" htmlFor={id}>
        {t('language.label')}
      </VisuallyHidden>
      <Select id={id} value={current} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </Select>
    </span>
  );
}
