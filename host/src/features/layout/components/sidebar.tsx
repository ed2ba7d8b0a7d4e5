import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from '../constants';
import type { SidebarState } from '../hooks/use-sidebar-state';
import { SidebarNav } from './sidebar-nav';

export const SIDEBAR_ID = 'app-sidebar';

const Brand = styled.div`
  display: flex;
  align-items: center;
  min-height: 3.5rem;
  padding: 0 0.75rem;
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
`;

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

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(15, 23, 42, 0.5);
`;

const Panel = styled.aside`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 41;
  width: ${SIDEBAR_WIDTH_MOBILE};
  max-width: 100vw;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  animation: ${slideIn} 200ms ease-out;
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-right: 0.5rem;
`;

const CloseButton = styled.button`
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  padding: 0.25rem 0.5rem;
`;

function MobileSidebar({ state }: { state: SidebarState }) {
  const { t } = useTranslation();
  const { closeMobile } = state;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMobile();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [closeMobile]);

  return (
    <>
      <Overlay data-testid="sidebar-overlay" onClick={closeMobile} />
      <Panel id={SIDEBAR_ID} data-testid="sidebar" data-state="open" aria-label={t('layout.sidebar')}>
        <PanelHeader>
          <Brand>{t('layout.brand')}</Brand>
          <CloseButton type="button" aria-label={t('layout.closeSidebar')} onClick={closeMobile}>
            ×
          </CloseButton>
        </PanelHeader>
        <SidebarNav iconOnly={false} onNavigate={closeMobile} />
      </Panel>
    </>
  );
}

/** Expanded (16rem) or icon mode (3rem) on desktop; a slide-in panel (18rem) on small screens. */
export function Sidebar({ state }: { state: SidebarState }) {
  const { t } = useTranslation();
  if (state.isMobile) return state.mobileOpen ? <MobileSidebar state={state} /> : null;
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
