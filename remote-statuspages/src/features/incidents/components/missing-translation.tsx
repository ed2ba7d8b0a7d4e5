import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGE_LABEL_KEYS, type Language } from '../../../lib/languages';

const Note = styled.p`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

type Props = {
  /** The language the text is missing in. */
  language: Language;
  /** The page's default language, whose text its readers get instead. */
  fallback: Language;
  /** Which text: an update's message or the incident's name. */
  text: 'message' | 'name';
};

/** "No Russian text — readers get English": a translation the page's readers will miss. */
export function MissingTranslation({ language, fallback, text }: Props) {
  const { t } = useTranslation();
  const names = { language: t(LANGUAGE_LABEL_KEYS[language]), fallback: t(LANGUAGE_LABEL_KEYS[fallback]) };
  return (
    <Note>
      {text === 'name'
        ? t('pageIncidents.languages.missingName', names)
        : t('pageIncidents.languages.missingMessage', names)}
    </Note>
  );
}
