import { Banner, Button, paths, Spinner } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AuthCardLayout } from '../components/auth-card-layout';
import { TextLink } from '../components/text-link';
import { ResendVerificationForm } from '../features/auth/components/resend-verification-form';
import { useVerifyEmail } from '../features/auth/hooks/use-verify-email';
import { useScreenTitle } from '../hooks/use-screen-title';

/** /activate/:token, the link from the verification e-mail. */
export default function ActivateScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { state, retry } = useVerifyEmail(token);
  useScreenTitle('titles.activate');

  switch (state.status) {
    case 'verifying':
      return (
        <AuthCardLayout title={t('auth.activate.title')}>
          <Spinner label={t('auth.activate.verifying')} />
        </AuthCardLayout>
      );
    case 'verified':
      return (
        <AuthCardLayout title={t('auth.activate.successTitle')}>
          <Banner variant="success">{t('auth.activate.successDescription')}</Banner>
          <TextLink to={paths.signIn()}>{t('auth.links.signIn')}</TextLink>
        </AuthCardLayout>
      );
    case 'invalid':
      return (
        <AuthCardLayout
          title={t('auth.activate.invalidTitle')}
          description={t('auth.activate.invalidDescription')}
        >
          <ResendVerificationForm />
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
