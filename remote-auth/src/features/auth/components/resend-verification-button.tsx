import { Button, notifyApiError } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendVerification } from '../api/resend-verification';

type ResendVerificationButtonProps = {
  email: string;
  onSent(): void;
  /** A failure the shared 429 toast did not already explain. */
  onFailed(): void;
};

/** Asks the server to mail `email` a fresh verification link; the caller says how it went. */
export function ResendVerificationButton({ email, onSent, onFailed }: ResendVerificationButtonProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await resendVerification(email);
    } catch (error) {
      setSending(false);
      if (!notifyApiError(error)) onFailed();
      return;
    }
    onSent();
  };
  return (
    <Button type="button" variant="secondary" loading={sending} onClick={resend}>
      {t('auth.banner.resendVerification')}
    </Button>
  );
}
