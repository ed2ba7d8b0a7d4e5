import { FormField } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';

/** The sign-in address, as every auth form asks for it. */
export function EmailField() {
  const { t } = useTranslation();
  return <FormField label={t('auth.fields.email')} name="email" type="email" autoComplete="email" />;
}

/** The password of an existing account (login, joining with an account). */
export function CurrentPasswordField() {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('auth.fields.password')}
      name="password"
      type="password"
      autoComplete="current-password"
    />
  );
}

type NewPasswordFieldsProps = { label: string; confirmLabel?: string };

/** A new password with its rule as the placeholder and, given `confirmLabel`, its repetition. */
export function NewPasswordFields({ label, confirmLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.register.passwordHint')}
      />
      {confirmLabel ? (
        <FormField label={confirmLabel} name="confirmPassword" type="password" autoComplete="new-password" />
      ) : null}
    </>
  );
}
