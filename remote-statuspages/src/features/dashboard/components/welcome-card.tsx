import { Card, useSession } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Email = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export function WelcomeCard() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Card data-testid="dashboard-welcome">
      <Title>{t('dashboard.welcomeTitle')}</Title>
      <Email>{t('dashboard.signedInAs', { email: user?.email ?? '' })}</Email>
    </Card>
  );
}
