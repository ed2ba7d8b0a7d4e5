import { Card, useSession } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFirstVisit } from '../hooks/use-first-visit';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Email = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/**
 * "Welcome" for someone new here (first dashboard in this browser and no pages yet, or pages
 * still loading), "Welcome back" otherwise: someone with pages has been here before, whatever
 * the browser.
 */
export function WelcomeCard({ pages }: { pages: number | undefined }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const firstVisit = useFirstVisit(user?.id);
  const isNew = firstVisit && (pages === undefined || pages === 0);
  return (
    <Card data-testid="dashboard-welcome">
      <Title>{isNew ? t('dashboard.welcomeFirstTitle') : t('dashboard.welcomeTitle')}</Title>
      <Email>{t('dashboard.signedInAs', { email: user?.email ?? '' })}</Email>
    </Card>
  );
}
