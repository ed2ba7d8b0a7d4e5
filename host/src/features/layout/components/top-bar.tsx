import { LanguageSwitcher } from '@statusdeck/shared';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SidebarState } from '../hooks/use-sidebar-state';
import { SidebarIcon } from './nav-icons';
import { SIDEBAR_ID } from './sidebar-id';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 3.5rem;
  padding: 0 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Spacer = styled.div`
  flex: 1;
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

type TopBarProps = { sidebar: SidebarState; toggleRef: RefObject<HTMLButtonElement | null> };

export function TopBar({ sidebar, toggleRef }: TopBarProps) {
  const { t } = useTranslation();
  const expanded = sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded;
  // The closed mobile panel is not rendered, and aria-controls must name an element that exists.
  const sidebarRendered = !sidebar.isMobile || sidebar.mobileOpen;
  return (
    <Bar>
      <IconButton
        ref={toggleRef}
        type="button"
        data-testid="sidebar-toggle"
        aria-label={t('layout.toggleSidebar')}
        aria-expanded={expanded}
        aria-controls={sidebarRendered ? SIDEBAR_ID : undefined}
        title={t('layout.toggleSidebarShortcut')}
        onClick={sidebar.toggle}
      >
        <SidebarIcon />
      </IconButton>
      <Spacer />
      <LanguageSwitcher />
      <UserMenu />
    </Bar>
  );
}
