import { paths } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type Permission, usePermissions } from '../../../hooks/use-permissions';

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

const SECTIONS: { permission: Permission; to: () => string; label: string }[] = [
  { permission: 'tokens.manage', to: () => paths.settingsTokens(), label: 'dashboard.apiTokensLink' },
  { permission: 'users.manage', to: () => paths.settingsUsers(), label: 'dashboard.usersLink' },
  {
    permission: 'billing.manage',
    to: () => paths.settingsSubscription(),
    label: 'dashboard.subscriptionLink',
  },
];

/**
 * Points at the settings sections for API tokens, organisation users and the subscription — only
 * those the user's role may manage. A role that may manage none is told who does instead.
 * Nothing shows until the role is known, so no link flashes and disappears.
 */
export function SettingsHint() {
  const { t } = useTranslation();
  const { can, isLoading, failed } = usePermissions();
  if (isLoading || failed) return null;
  const allowed = SECTIONS.filter((section) => can(section.permission));
  let text = t('dashboard.settingsHintPartial');
  if (allowed.length === SECTIONS.length) text = t('dashboard.settingsHint');
  if (allowed.length === 0) text = t('dashboard.settingsHintNone');
  return (
    <Hint data-testid="dashboard-settings-hint" aria-label={t('dashboard.settingsHintLabel')}>
      <p>{text}</p>
      {allowed.length > 0 ? (
        <Links>
          {allowed.map((section) => (
            <li key={section.permission}>
              <Link to={section.to()}>{t(section.label)}</Link>
            </li>
          ))}
        </Links>
      ) : null}
    </Hint>
  );
}
