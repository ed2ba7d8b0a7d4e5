import { Banner, Button, notifyApiError } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { resendVerification } from '../api/resend-verification';

/** What the auth screen's banner is currently telling the user. */
export type AuthNotice =
  | { kind: 'accountCreated'; email: string }
  | { kind: 'emailNotVerified'; email: string }
  | { kind: 'verificationSent'; email: string }
  | { kind: 'resendFailed'; email: string };

type AuthNoticeBannerProps = {
  notice: AuthNotice;
  onChange(notice: AuthNotice): void;
  onDismiss(): void;
};

export function AuthNoticeBanner({ notice, onChange, onDismiss }: AuthNoticeBannerProps) {
  const { t } = useTranslation();
  const { email } = notice;
  switch (notice.kind) {
    case 'accountCreated':
      return (
        <Banner variant="success" onDismiss={onDismiss}>
          {t('auth.banner.accountCreated', { email })}
        </Banner>
      );
    case 'verificationSent':
      return (
        <Banner variant="success" onDismiss={onDismiss}>
          {t('auth.banner.verificationSent', { email })}
        </Banner>
      );
    case 'emailNotVerified':
      // The login toast (SPEC §8) already said why; repeating it here would say it twice, so
      // this outcome adds only the way out.
      return <ResendButton email={email} onChange={onChange} />;
    case 'resendFailed':
      return (
        <Banner variant="error" onDismiss={onDismiss}>
          {t('auth.banner.resendFailed')}
          <ResendButton email={email} onChange={onChange} />
        </Banner>
      );
  }
}

function ResendButton({ email, onChange }: { email: string; onChange(notice: AuthNotice): void }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await resendVerification(email);
      onChange({ kind: 'verificationSent', email });
    } catch (error) {
      setSending(false);
      if (!notifyApiError(error)) onChange({ kind: 'resendFailed', email });
    }
  };
  return (
    <Action>
      <Button type="button" variant="secondary" loading={sending} disabled={sending} onClick={resend}>
        {t('auth.banner.resendVerification')}
      </Button>
    </Action>
  );
}

const Action = styled.div`
  margin-top: 0.5rem;
`;

const NOTICE_KINDS: readonly AuthNotice['kind'][] = [
  'accountCreated',
  'emailNotVerified',
  'verificationSent',
  'resendFailed',
];

function isNoticeKind(kind: unknown): kind is AuthNotice['kind'] {
  return NOTICE_KINDS.some((known) => known === kind);
}

/** The banner a previous history entry asked for (`navigate(path, { state: { authNotice } })`), if valid. */
export function noticeFromLocationState(state: unknown): AuthNotice | null {
  if (typeof state !== 'object' || state === null || !('authNotice' in state)) return null;
  const notice: unknown = state.authNotice;
  if (typeof notice !== 'object' || notice === null) return null;
  if (!('kind' in notice) || !('email' in notice)) return null;
  const { kind, email } = notice;
  if (!isNoticeKind(kind) || typeof email !== 'string') return null;
  return { kind, email };
}
