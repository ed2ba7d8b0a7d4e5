import { type Api, Card, useSession } from '@statusdeck/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** Where the title goes while the greeting loads, so nothing jumps once it arrives. */
const TitlePlaceholder = styled.span`
  display: block;
  width: 12rem;
  max-width: 100%;
  height: 1.5rem;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfacePressed};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  & + & {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

// Whole literals, so the locale check sees every key.
const TITLE_KEYS: Record<Api.DashboardGreeting, string> = {
  first_visit: 'dashboard.welcomeFirstTitle',
  invited_first_visit: 'dashboard.welcomeInvitedTitle',
  returning: 'dashboard.welcomeTitle',
};

const ROLE_KEYS: Record<Api.RoleName, string> = {
  owner: 'auth.invitation.roles.owner',
  admin: 'auth.invitation.roles.admin',
  editor: 'auth.invitation.roles.editor',
  viewer: 'auth.invitation.roles.viewer',
};

type Props = {
  /** How the server says to greet: undefined while the dashboard loads (no guess that could flip). */
  greeting: Api.DashboardGreeting | undefined;
  memberRole: Api.RoleName | undefined;
  /** Whether the organisation has a status page: without one the lead is setting one up, with one it is not. */
  hasPages: boolean;
};

function description(
  greeting: Api.DashboardGreeting,
  role: Api.RoleName | undefined,
  hasPages: boolean,
  t: TFunction,
) {
  if (greeting === 'invited_first_visit' && role) {
    return hasPages
      ? t('dashboard.welcomeInvitedDescription', { role: t(ROLE_KEYS[role]) })
      : t('dashboard.welcomeInvitedNoPagesDescription', { role: t(ROLE_KEYS[role]) });
  }
  return hasPages ? t('dashboard.welcomeBackDescription') : t('dashboard.welcomeFirstDescription');
}

/**
 * The greeting the server decided (the creator's first sign-in, an invitee's, or back), a lead true for the
 * organisation's state (set up a first page, or how the pages are doing) and who is signed in.
 */
export function WelcomeCard({ greeting, memberRole, hasPages }: Props) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Card data-testid="dashboard-welcome">
      {greeting ? <Title>{t(TITLE_KEYS[greeting])}</Title> : <TitlePlaceholder aria-hidden="true" />}
      {greeting ? <Text>{description(greeting, memberRole, hasPages, t)}</Text> : null}
      <Text>{t('dashboard.signedInAs', { email: user?.email ?? '' })}</Text>
    </Card>
  );
}
