import { Banner, notifyApiError } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey } from '../api/api-error';
import { resendVerification } from '../api/resend-verification';
import { EmailOnlyForm } from './email-only-form';

/** Asks for a fresh verification link; the answer never reveals whether the account exists. */
export function ResendVerificationForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    const trimmedEmail = email.trim();
    setFailure(null);
    try {
      await resendVerification(trimmedEmail);
      setSentTo(trimmedEmail);
    } catch (error) {
      if (!notifyApiError(error)) setFailure(t(failureMessageKey(error, 'auth.banner.resendFailed')));
    }
  };

  if (sentTo !== null) {
    return <Banner variant="success">{t('auth.banner.verificationSent', { email: sentTo })}</Banner>;
  }

  return (
    <EmailOnlyForm
      label={t('auth.activate.resendTitle')}
      submitLabel={t('auth.activate.resendSubmit')}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      onSubmit={submit}
    />
  );
}
