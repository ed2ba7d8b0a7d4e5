import { Banner, paths } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AuthCardLayout } from '../components/auth-card-layout';
import { ButtonLink } from '../components/button-link';
import { TextLink } from '../components/text-link';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { useScreenTitle } from '../hooks/use-screen-title';

type ResetState = 'form' | 'done' | 'invalid';

/** /reset-password/:token, the link from the reset e-mail: choose a new password. */
export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [state, setState] = useState<ResetState>(token ? 'form' : 'invalid');
  useScreenTitle('titles.resetPassword');

  if (state === 'done') {
    // The title says it worked; the card adds only the next step, as a button.
    return (
      <AuthCardLayout
        title={t('auth.resetPassword.successTitle')}
        description={t('auth.resetPassword.successDescription')}
      >
        <ButtonLink to={paths.signIn()}>{t('auth.links.signIn')}</ButtonLink>
      </AuthCardLayout>
    );
  }

  if (state === 'invalid') {
    return (
      <AuthCardLayout title={t('auth.resetPassword.invalidTitle')}>
        <Banner variant="error">{t('auth.resetPassword.invalidDescription')}</Banner>
        <TextLink to={paths.requestReset()}>{t('auth.resetPassword.requestNew')}</TextLink>
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout title={t('auth.resetPassword.title')} description={t('auth.resetPassword.description')}>
      <ResetPasswordForm
        token={token}
        onReset={() => setState('done')}
        onInvalidToken={() => setState('invalid')}
      />
    </AuthCardLayout>
  );
}
