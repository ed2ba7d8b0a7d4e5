import { Banner } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendVerification } from '../api/resend-verification';
import { EmailOnlyForm } from './email-only-form';

/** Asks for a fresh verification link; the answer never reveals whether the account exists. */
export function ResendVerificationForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return <Banner variant="success">{t('auth.banner.verificationSent', { email: sentTo })}</Banner>;
  }

  return (
    <EmailOnlyForm
      label={t('auth.activate.resendTitle')}
      submitLabel={t('auth.activate.resendSubmit')}
      request={resendVerification}
      failureKey="auth.banner.resendFailed"
      onSent={setSentTo}
    />
  );
}
