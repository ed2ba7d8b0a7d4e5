import { Avatar, Menu, paths, useSession } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAccountSummary } from '../hooks/use-account-summary';

/** Whole keys, for the locale check. */
const ROLE_KEYS = {
  owner: 'settings.roles.owner',
  admin: 'settings.roles.admin',
  editor: 'settings.roles.editor',
  viewer: 'settings.roles.viewer',
} as const;

const Summary = styled.div`
  display: grid;
  gap: 2px;
`;

const Email = styled.span`
  font-weight: 600;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The avatar (first letter of the e-mail, or U) opening the account menu: who is
 * signed in — e-mail, organisation and role — above Settings and Logout. The UI kit's menu button
 * (keyboard, focus and ARIA there); the summary is its header, the menu's description.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logout } = useSession();
  const account = useAccountSummary();
  const roleName =
    account.role && Object.hasOwn(ROLE_KEYS, account.role)
      ? t(ROLE_KEYS[account.role as keyof typeof ROLE_KEYS])
      : account.role;

  return (
    <Menu
      trigger={<Avatar email={account.email} />}
      label={t('layout.userMenu')}
      items={[
        { id: 'settings', label: t('nav.settings'), onSelect: () => navigate(paths.settings()) },
        { id: 'logout', label: t('layout.logout'), onSelect: () => void logout() },
      ]}
      header={
        <Summary data-testid="account-summary">
          {account.email ? <Email>{account.email}</Email> : null}
          {account.organizationName ? (
            <span>
              <Muted>{t('layout.account.organization')}: </Muted>
              {account.organizationName}
            </span>
          ) : null}
          {roleName ? (
            <span>
              <Muted>{t('layout.account.role')}: </Muted>
              {roleName}
            </span>
          ) : null}
        </Summary>
      }
    />
  );
}
