import { useTranslation } from 'react-i18next';
import { resendVerification } from '../api/resend-verification';
import { EmailOnlyForm } from './email-only-form';

/** Asks for a fresh verification link; the answer never reveals whether the account exists. */
export function ResendVerificationForm({ onSent }: { onSent(email: string): void }) {
  const { t } = useTranslation();
  return (
    <EmailOnlyForm
      label={t('auth.activate.resendTitle')}
      submitLabel={t('auth.activate.resendSubmit')}
      request={resendVerification}
      failureKey="auth.banner.resendFailed"
      onSent={onSent}
    />
  );
}
