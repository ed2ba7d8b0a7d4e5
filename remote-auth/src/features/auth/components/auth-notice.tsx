import { Banner } from '@statusdeck/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ResendVerificationButton } from './resend-verification-button';

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

/**
 * One message per outcome: each notice adds what its toast does not say. After sign-up
 * the toast confirms the account and this banner says what to do next; after an unverified
 * sign-in the toast explains and this offers only the way out, which still reads once it is gone.
 */
export function AuthNoticeBanner({ notice, onChange, onDismiss }: AuthNoticeBannerProps) {
  const { t } = useTranslation();
  const { email } = notice;
  const resend = (
    <ResendVerificationButton
      email={email}
      onSent={() => onChange({ kind: 'verificationSent', email })}
      onFailed={() => onChange({ kind: 'resendFailed', email })}
    />
  );
  switch (notice.kind) {
    case 'accountCreated':
      return (
        <Banner variant="success" onDismiss={onDismiss}>
          {t('auth.banner.accountCreated', { email })}
          <Action>{resend}</Action>
        </Banner>
      );
    case 'verificationSent':
      return (
        <Banner variant="success" onDismiss={onDismiss}>
          {t('auth.banner.verificationSent', { email })}
        </Banner>
      );
    case 'emailNotVerified':
      return <ResendPrompt>{resend}</ResendPrompt>;
    case 'resendFailed':
      return (
        <Banner variant="error" onDismiss={onDismiss}>
          {t('auth.banner.resendFailed')}
          <Action>{resend}</Action>
        </Banner>
      );
  }
}

/** "Didn't get the e-mail?" and the resend button, as one labelled group. */
function ResendPrompt({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Prompt role="group" aria-labelledby={labelId}>
      <span id={labelId}>{t('auth.banner.resendPrompt')}</span>
      {children}
    </Prompt>
  );
}

// A button here may be longer than a phone is wide (Russian's resend label): it wraps there.
const wrappingButton = css`
  & button {
    max-width: 100%;
    white-space: normal;
    text-align: start;
    padding-block: ${({ theme }) => theme.space.xs};
  }
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  ${wrappingButton}
`;

const Prompt = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textSubtle};
  ${wrappingButton}
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
