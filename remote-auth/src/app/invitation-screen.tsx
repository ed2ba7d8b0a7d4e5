import { Banner, Button, paths, Spinner } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AuthCardLayout } from '../components/auth-card-layout';
import { TextLink } from '../components/text-link';
import { AcceptInvitationForm } from '../features/auth/components/accept-invitation-form';
import { useInvitation } from '../features/auth/hooks/use-invitation';
import { useScreenTitle } from '../hooks/use-screen-title';

/** Whole keys, for the locale check. */
const INVITED_ROLE_KEYS = {
  owner: 'auth.invitation.roles.owner',
  admin: 'auth.invitation.roles.admin',
  editor: 'auth.invitation.roles.editor',
  viewer: 'auth.invitation.roles.viewer',
} as const;

/** /auth/invitation/:token, the link from an invitation e-mail: join the inviting organisation. */
export default function InvitationScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { state, retry } = useInvitation(token);
  // The link can stop working between opening it and submitting (used elsewhere, cancelled, expired).
  const [expiredMeanwhile, setExpiredMeanwhile] = useState(false);
  useScreenTitle('titles.invitation');

  if (expiredMeanwhile || state.status === 'invalid') {
    return (
      <AuthCardLayout title={t('auth.invitation.invalidTitle')}>
        <Banner variant="error">{t('auth.invitation.invalidDescription')}</Banner>
        <TextLink to={paths.auth()}>{t('auth.links.signIn')}</TextLink>
      </AuthCardLayout>
    );
  }

  if (state.status === 'loading') {
    return (
      <AuthCardLayout title={t('auth.invitation.loadingTitle')}>
        <Spinner label={t('auth.invitation.loading')} />
      </AuthCardLayout>
    );
  }

  if (state.status === 'failed') {
    return (
      <AuthCardLayout title={t('auth.invitation.failedTitle')}>
        <Banner variant="error">{t(state.messageKey)}</Banner>
        <Button type="button" variant="primary" onClick={retry}>
          {t('auth.invitation.retry')}
        </Button>
      </AuthCardLayout>
    );
  }

  const { invitation } = state;
  const organization = invitation.organization_name;
  return (
    <AuthCardLayout
      title={t('auth.invitation.title', { organization })}
      description={t('auth.invitation.invitedAs', {
        organization,
        role: t(INVITED_ROLE_KEYS[invitation.role]),
      })}
    >
      <Facts>
        {t(invitation.account_exists ? 'auth.invitation.existingHint' : 'auth.invitation.newHint', {
          email: invitation.email,
        })}
      </Facts>
      <AcceptInvitationForm
        token={token}
        invitation={invitation}
        onInvalidToken={() => setExpiredMeanwhile(true)}
      />
    </AuthCardLayout>
  );
}

const Facts = styled.p`
  margin: 0;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;
