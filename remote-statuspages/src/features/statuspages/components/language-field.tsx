import { SelectField } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABEL_KEYS, LANGUAGES } from '../../../lib/languages';

/** Formik field `default_language`: the language the public page opens in. */
export function LanguageField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="default_language"
      label={t('statuspages.fields.language')}
      hint={t('statuspages.fields.languageHint')}
      disabled={disabled}
      options={LANGUAGES.map((language) => ({ value: language, label: t(LANGUAGE_LABEL_KEYS[language]) }))}
    />
  );
}
