import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { SIDEBAR_WIDTH_MOBILE } from '../constants';
import { useDialogFocus } from '../hooks/use-dialog-focus';
import { Brand } from './brand';
import { SIDEBAR_ID } from './sidebar-id';
import { SidebarNav } from './sidebar-nav';

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

const Panel = styled.div`
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

type MobileSidebarProps = { close: () => void; returnFocusTo: RefObject<HTMLElement | null> };

/** Below 768 px: a modal slide-in panel (18rem) over an overlay; mounted only while open. */
export function MobileSidebar({ close, returnFocusTo }: MobileSidebarProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogFocus(panel, returnFocusTo, close);

  return (
    <>
      <Overlay data-testid="sidebar-overlay" onClick={close} />
      <Panel
        ref={panel}
        id={SIDEBAR_ID}
        data-testid="sidebar"
        data-state="open"
        role="dialog"
        aria-modal="true"
        aria-label={t('layout.sidebar')}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <PanelHeader>
          <Brand>{t('layout.brand')}</Brand>
          <CloseButton type="button" aria-label={t('layout.closeSidebar')} onClick={close}>
            ×
          </CloseButton>
        </PanelHeader>
        <SidebarNav iconOnly={false} onNavigate={close} />
      </Panel>
    </>
  );
}
