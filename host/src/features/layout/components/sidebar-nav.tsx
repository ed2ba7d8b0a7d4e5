import { paths } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DashboardIcon, SettingsIcon, StatusPagesIcon } from './nav-icons';
import { NavItem } from './nav-item';

const List = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0.5rem;
  list-style: none;
`;

export function SidebarNav({ iconOnly, onNavigate }: { iconOnly: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')}>
      <List>
        <NavItem
          to={paths.dashboard()}
          end
          icon={<DashboardIcon />}
          label={t('nav.dashboard')}
          iconOnly={iconOnly}
          onNavigate={onNavigate}
        />
        <NavItem
          to={paths.statusPages()}
          icon={<StatusPagesIcon />}
          label={t('nav.statusPages')}
          iconOnly={iconOnly}
          onNavigate={onNavigate}
        />
        <NavItem
          to={paths.settings()}
          icon={<SettingsIcon />}
          label={t('nav.settings')}
          iconOnly={iconOnly}
          onNavigate={onNavigate}
        />
      </List>
    </nav>
  );
}
