import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../api/request-password-reset';
import { EmailOnlyForm } from './email-only-form';

export function RequestResetForm({ onSent }: { onSent(email: string): void }) {
  const { t } = useTranslation();
  return (
    <EmailOnlyForm
      label={t('auth.requestReset.title')}
      submitLabel={t('auth.requestReset.submit')}
      request={requestPasswordReset}
      failureKey="auth.requestReset.failed"
      onSent={onSent}
    />
  );
}
