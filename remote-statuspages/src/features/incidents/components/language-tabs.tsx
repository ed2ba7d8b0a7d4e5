import { Tabs } from '@statusdeck/shared';
import { getIn, useFormikContext } from 'formik';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGE_LABEL_KEYS, type Language, otherLanguages } from '../../../lib/languages';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Panel = styled.div<{ $gap: 'md' | 'lg' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** One language's panel, as the form draws its fields in it. */
export type LanguagePanel = {
  language: Language;
  isDefault: boolean;
  /** The Formik name of a text field in this language: `body` itself, or `translations.ru.body`. */
  field(name: string): string;
  /** Until the user first changes tab: only then may a field take focus as it mounts. */
  initial: boolean;
};

type Props = {
  /** The page's default language: its text is the form's own fields, and required. */
  language: Language;
  /** The form's own fields its panel holds, to mark that tab when one of them is invalid. */
  fields: readonly string[];
  gap?: 'md' | 'lg';
  children(panel: LanguagePanel): ReactNode;
};

/**
 * The text fields of a form, one tab per language of the product: the page's default language first
 * and required, then the others, optional (readers of a missing one get the default text). Only the
 * chosen language's fields are shown; the others keep their drafts. A submit that fails only in a
 * hidden language opens that language's tab and focuses its first invalid field.
 */
export function LanguageTabs({ language, fields, gap = 'lg', children }: Props) {
  const { t } = useTranslation();
  const { errors, submitCount, isSubmitting } = useFormikContext();
  const prefix = useId();
  const panelId = `${prefix}-panel`;
  const panel = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(language);
  const [initial, setInitial] = useState(true);
  const order = [language, ...otherLanguages(language)];
  const fallback = t(LANGUAGE_LABEL_KEYS[language]);
  const invalid = (tab: Language) =>
    tab === language
      ? fields.some((name) => Boolean(getIn(errors, name)))
      : Boolean(getIn(errors, ['translations', tab]));

  const select = (tab: string) => {
    setActive(tab as Language);
    setInitial(false);
  };

  const handled = useRef(submitCount);
  const focusInvalid = useRef(false);
  useEffect(() => {
    // The render after a switch to a language with an error: its field is there to focus now.
    if (focusInvalid.current) {
      focusInvalid.current = false;
      panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
    // Once per submit, when it is over (Formik counts the attempt and sets isSubmitting together).
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (invalid(active)) return;
    const target = order.find(invalid);
    if (!target) return;
    focusInvalid.current = true;
    select(target);
  });

  const tabs = order.map((tab) => {
    const note =
      tab === language
        ? t('pageIncidents.languages.defaultNote')
        : t('pageIncidents.languages.optionalNote', { fallback });
    return {
      id: tab,
      label: t(LANGUAGE_LABEL_KEYS[tab]),
      note: submitCount > 0 && invalid(tab) ? t('pageIncidents.languages.needsFix', { note }) : note,
      panelId: tab === active ? panelId : undefined,
    };
  });
  const isDefault = active === language;
  return (
    <Section>
      <Tabs
        tabs={tabs}
        value={active}
        onChange={select}
        aria-label={t('pageIncidents.languages.tabs')}
        idPrefix={prefix}
      />
      <Panel ref={panel} $gap={gap} role="tabpanel" id={panelId} aria-labelledby={`${prefix}-${active}`}>
        {isDefault ? null : (
          <Hint>
            {t('pageIncidents.languages.optionalHint', {
              language: t(LANGUAGE_LABEL_KEYS[active]),
              fallback,
            })}
          </Hint>
        )}
        {children({
          language: active,
          isDefault,
          field: (name) => (isDefault ? name : `translations.${active}.${name}`),
          initial,
        })}
      </Panel>
    </Section>
  );
}
