import { Banner, paths } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCardLayout } from '../components/auth-card-layout';
import { TextLink } from '../components/text-link';
import { RequestResetForm } from '../features/auth/components/request-reset-form';
import { useScreenTitle } from '../hooks/use-screen-title';

/** /auth/request-reset: ask for a reset link. The answer is the same whether or not the account exists. */
export default function RequestResetScreen() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  useScreenTitle('titles.requestReset');

  if (sentTo !== null) {
    return (
      <AuthCardLayout title={t('auth.requestReset.sentTitle')}>
        <Banner variant="success">{t('auth.requestReset.sentDescription', { email: sentTo })}</Banner>
        <TextLink to={paths.signIn()}>{t('auth.links.backToSignIn')}</TextLink>
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout title={t('auth.requestReset.title')} description={t('auth.requestReset.description')}>
      <RequestResetForm onSent={setSentTo} />
      <TextLink to={paths.signIn()}>{t('auth.links.backToSignIn')}</TextLink>
    </AuthCardLayout>
  );
}
