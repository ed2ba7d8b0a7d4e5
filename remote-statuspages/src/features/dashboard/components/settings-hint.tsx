import { paths } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Hint = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

/** Points at the settings sections for API tokens, organisation users and the subscription. */
export function SettingsHint() {
  const { t } = useTranslation();
  return (
    <Hint data-testid="dashboard-settings-hint" aria-label={t('dashboard.settingsHintLabel')}>
      <p>{t('dashboard.settingsHint')}</p>
      <Links>
        <li>
          <Link to={paths.settingsTokens()}>{t('dashboard.apiTokensLink')}</Link>
        </li>
        <li>
          <Link to={paths.settingsUsers()}>{t('dashboard.usersLink')}</Link>
        </li>
        <li>
          <Link to={paths.settingsSubscription()}>{t('dashboard.subscriptionLink')}</Link>
        </li>
      </Links>
    </Hint>
  );
}
