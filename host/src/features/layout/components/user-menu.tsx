import { Avatar, Menu, paths, useSession } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Avatar (first letter of the e-mail, or U) opening Settings and Logout (SPEC.md §2). */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, logout } = useSession();
  return (
    <Menu
      trigger={<Avatar email={user?.email} />}
      label={t('layout.userMenu')}
      items={[
        { id: 'settings', label: t('nav.settings'), onSelect: () => navigate(paths.settings()) },
        { id: 'logout', label: t('layout.logout'), onSelect: () => void logout() },
      ]}
    />
  );
}
