import { Banner, Button, paths, Spinner } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AuthCardLayout } from '../components/auth-card-layout';
import { ButtonLink } from '../components/button-link';
import { TextLink } from '../components/text-link';
import { ResendVerificationForm } from '../features/auth/components/resend-verification-form';
import { useVerifyEmail } from '../features/auth/hooks/use-verify-email';
import { useScreenTitle } from '../hooks/use-screen-title';

/** /activate/:token, the link from the verification e-mail. */
export default function ActivateScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { state, retry } = useVerifyEmail(token);
  const [resentTo, setResentTo] = useState<string | null>(null);
  useScreenTitle('titles.activate');

  switch (state.status) {
    case 'verifying':
      return (
        <AuthCardLayout title={t('auth.activate.title')}>
          <Spinner label={t('auth.activate.verifying')} />
        </AuthCardLayout>
      );
    case 'verified':
      // The title already says it worked; the card adds only the next step. The token does not
      // name the address, so the sign-in form cannot be prefilled from here.
      return (
        <AuthCardLayout
          title={t('auth.activate.successTitle')}
          description={t('auth.activate.successDescription')}
        >
          <ButtonLink to={paths.signIn()}>{t('auth.links.signIn')}</ButtonLink>
        </AuthCardLayout>
      );
    case 'alreadyVerified':
      // A link opened a second time: nothing is wrong, the account only needs signing in to.
      return (
        <AuthCardLayout
          title={t('auth.activate.alreadyTitle')}
          description={t('auth.activate.alreadyDescription')}
        >
          <ButtonLink to={paths.signIn()}>{t('auth.links.signIn')}</ButtonLink>
        </AuthCardLayout>
      );
    case 'invalid':
      // Once a new link is on its way, "enter your address" no longer applies: the card changes.
      if (resentTo !== null) {
        return (
          <AuthCardLayout title={t('auth.activate.sentTitle')}>
            <Banner variant="success">{t('auth.banner.verificationSent', { email: resentTo })}</Banner>
            <TextLink to={paths.signIn()}>{t('auth.links.backToSignIn')}</TextLink>
          </AuthCardLayout>
        );
      }
      return (
        <AuthCardLayout
          title={t('auth.activate.invalidTitle')}
          description={t('auth.activate.invalidDescription')}
        >
          <ResendVerificationForm onSent={setResentTo} />
          <TextLink to={paths.signIn()}>{t('auth.links.backToSignIn')}</TextLink>
        </AuthCardLayout>
      );
    case 'failed':
      return (
        <AuthCardLayout title={t('auth.activate.failedTitle')}>
          <Banner variant="error">{t(state.messageKey)}</Banner>
          <Button type="button" variant="primary" onClick={retry}>
            {t('auth.activate.retry')}
          </Button>
        </AuthCardLayout>
      );
  }
}
