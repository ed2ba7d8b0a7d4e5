import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { CloseButton } from './close-button';
import { useFocusTrap } from './use-focus-trap';

const WIDTHS = { sm: '400px', md: '560px', lg: '720px' } as const;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: rgba(9, 30, 66, 0.54);
`;

const Panel = styled.div<{ $width: string }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $width }) => $width};
  max-height: calc(100vh - 32px);
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} 0`};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Close = styled(CloseButton)`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 20px;
  padding: 2px 6px;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  color: ${({ theme }) => theme.colors.text};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `0 ${theme.space.xl} ${theme.space.xl}`};
`;

export type DialogProps = {
  open: boolean;
  /** Escape, the × button and a click on the backdrop call it; the parent sets `open` to false. */
  onClose(): void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Describes the dialog (aria-describedby); put longer content in children. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned: secondary first, primary last. */
  footer?: ReactNode;
  /** What gets focus on open; otherwise the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: keyof typeof WIDTHS;
  /** `alertdialog` for confirmations that interrupt (ConfirmDialog uses it). */
  role?: 'dialog' | 'alertdialog';
};

/**
 * A modal dialog, rendered into document.body while open: focus is trapped inside, Escape
 * closes it, and focus returns to the element that opened it.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  initialFocus,
  size = 'md',
  role = 'dialog',
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onKeyDown = useFocusTrap(panel, onClose, initialFocus);
  return (
    <Backdrop
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself: a text selection dragged out of the panel does not close.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $width={WIDTHS[size]}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <Close onClick={onClose} />
        </Header>
        <Body>
          {description ? <div id={descriptionId}>{description}</div> : null}
          {children}
        </Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Backdrop>
  );
}
