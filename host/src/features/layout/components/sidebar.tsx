import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from '../constants';
import type { SidebarState } from '../hooks/use-sidebar-state';
import { Brand } from './brand';
import { MobileSidebar } from './mobile-sidebar';
import { SIDEBAR_ID } from './sidebar-id';
import { SidebarNav } from './sidebar-nav';

const Rail = styled.aside<{ $width: string }>`
  flex-shrink: 0;
  width: ${({ $width }) => $width};
  min-height: 100vh;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  transition: width 200ms ease;
  /* Visible so icon-mode tooltips can stand out to the right of the rail. */
  overflow: visible;
`;

type SidebarProps = { state: SidebarState; toggleRef: RefObject<HTMLElement | null> };

/** Expanded (16rem) or icon mode (3rem) on desktop; a slide-in panel (18rem) on small screens. */
export function Sidebar({ state, toggleRef }: SidebarProps) {
  const { t } = useTranslation();
  if (state.isMobile) {
    return state.mobileOpen ? <MobileSidebar close={state.closeMobile} returnFocusTo={toggleRef} /> : null;
  }
  const iconOnly = !state.expanded;
  return (
    <Rail
      id={SIDEBAR_ID}
      data-testid="sidebar"
      data-state={state.expanded ? 'expanded' : 'collapsed'}
      aria-label={t('layout.sidebar')}
      $width={iconOnly ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH}
    >
      <Brand aria-hidden={iconOnly}>{iconOnly ? t('layout.brandShort') : t('layout.brand')}</Brand>
      <SidebarNav iconOnly={iconOnly} />
    </Rail>
  );
}
