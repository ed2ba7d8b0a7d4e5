import { notifyApiError } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey } from '../api/api-error';
import { requestPasswordReset } from '../api/request-password-reset';
import { EmailOnlyForm } from './email-only-form';

export function RequestResetForm({ onSent }: { onSent(email: string): void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    const trimmedEmail = email.trim();
    setFailure(null);
    try {
      await requestPasswordReset(trimmedEmail);
    } catch (error) {
      if (!notifyApiError(error)) setFailure(t(failureMessageKey(error, 'auth.requestReset.failed')));
      return;
    }
    onSent(trimmedEmail);
  };

  return (
    <EmailOnlyForm
      label={t('auth.requestReset.title')}
      submitLabel={t('auth.requestReset.submit')}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      onSubmit={submit}
    />
  );
}
