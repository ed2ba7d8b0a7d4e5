import { ApiError } from '@statusdeck/shared';
import { FormActions, FormField, FormStack, SubmitButton, useSubmitHandler } from '@statusdeck/shared/forms';
import { Formik, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { changePassword } from '../api';
import { passwordStrength, STRENGTH_KEYS } from '../password-strength';

type Values = { current_password: string; new_password: string; confirm_password: string };

const initialValues: Values = { current_password: '', new_password: '', confirm_password: '' };

const schema = yup.object({
  current_password: yup.string().required('settings.password.validation.currentRequired'),
  new_password: yup
    .string()
    .required('settings.password.validation.newRequired')
    .min(8, 'settings.password.validation.tooShort')
    .max(128, 'settings.password.validation.tooLong'),
  confirm_password: yup
    .string()
    .required('settings.password.validation.confirmRequired')
    .oneOf([yup.ref('new_password')], 'settings.password.validation.mismatch'),
});

/** 401 invalid_password: the server's message, on the field it is about. */
function wrongCurrent(error: unknown): Record<string, string> | undefined {
  if (error instanceof ApiError && error.code === 'invalid_password')
    return { current_password: error.message };
  return undefined;
}

function NewPasswordField() {
  const { t } = useTranslation();
  const { values } = useFormikContext<Values>();
  const hint =
    values.new_password === ''
      ? t('settings.password.newHint')
      : t('settings.password.strength', {
          level: t(STRENGTH_KEYS[passwordStrength(values.new_password)]),
        });
  return (
    <FormField
      name="new_password"
      type="password"
      label={t('settings.password.new')}
      hint={<span aria-live="polite">{hint}</span>}
      autoComplete="new-password"
    />
  );
}

/** Current, new and confirmation; other sessions end on success, this one stays. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const onSubmit = useSubmitHandler<Values, { ok: true }>({
    request: (values) =>
      changePassword({ current_password: values.current_password, new_password: values.new_password }),
    fieldErrorsFor: wrongCurrent,
    successMessage: t('settings.password.changed'),
    onSuccess: (_result, _values, helpers) => helpers.resetForm(),
  });
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <FormStack noValidate aria-label={t('settings.password.formLabel')}>
        <FormField
          name="current_password"
          type="password"
          label={t('settings.password.current')}
          autoComplete="current-password"
        />
        <NewPasswordField />
        <FormField
          name="confirm_password"
          type="password"
          label={t('settings.password.confirm')}
          autoComplete="new-password"
        />
        <FormActions>
          <SubmitButton>{t('settings.password.submit')}</SubmitButton>
        </FormActions>
      </FormStack>
    </Formik>
  );
}
