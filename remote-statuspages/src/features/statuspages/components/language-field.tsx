import { SelectField } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';

/** Formik field `default_language`: the language the public page opens in. */
export function LanguageField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="default_language"
      label={t('statuspages.fields.language')}
      hint={t('statuspages.fields.languageHint')}
      disabled={disabled}
      options={[
        { value: 'en', label: t('statuspages.languages.en') },
        { value: 'ru', label: t('statuspages.languages.ru') },
      ]}
    />
  );
}
