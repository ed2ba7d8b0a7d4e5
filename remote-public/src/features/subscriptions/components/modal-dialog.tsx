import { wrapTabFocus } from '@statusdeck/shared/ui/wrap-tab-focus';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../public-page/components/primitives';
import { v } from '../../public-page/theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 48px 16px;
  overflow: auto;
  background: rgba(9, 30, 66, 0.54);
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  padding: 24px;
  border-radius: 8px;
  background: ${v.surface};
  color: ${v.text};
  border: 1px solid ${v.border};
  box-shadow: 0 8px 24px rgba(9, 30, 66, 0.25);
  & h2 {
    margin: 0 40px 8px 0;
    font-size: 20px;
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: ${v.muted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  ${focusRing}
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A small modal dialog: focus moves in (to the first field) and stays inside (Tab wraps), Escape and the
 * backdrop close it, and focus goes back to what opened it. The lean bundle has no UI kit, so it is here.
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  returnFocusTo,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const root = panel.current;
    const first = root?.querySelector<HTMLElement>('input, select, textarea') ?? root;
    first?.focus();
    const opener = returnFocusTo.current;
    return () => opener?.focus();
  }, [returnFocusTo]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    wrapTabFocus(event, panel.current, FOCUSABLE);
  }

  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
          ×
        </CloseButton>
        {children}
      </Panel>
    </Backdrop>
  );
}
