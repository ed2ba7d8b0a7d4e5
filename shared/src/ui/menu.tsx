import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { itemRef, nextIndex } from './roving-focus';

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 2px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

// Below the button, or above it when the viewport has no room below and more above (the last row
// of a list at the bottom of the screen). A header is text, wider than an item's label: more room.
const Popup = styled.div<{ $up: boolean; $withHeader: boolean }>`
  position: absolute;
  right: 0;
  ${({ $up }) => ($up ? 'bottom' : 'top')}: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: 50;
  min-width: ${({ $withHeader }) => ($withHeader ? '220px' : '180px')};
  max-width: min(320px, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Header = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Item = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus {
    outline: none;
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

export type MenuItem = { id: string; label: string; onSelect(): void };

export type MenuProps = {
  trigger: ReactNode;
  label: string;
  items: MenuItem[];
  /**
   * Text above the items that is not one of them (who is signed in, say): outside the menu role,
   * not reached by the arrows, and the menu's accessible description.
   */
  header?: ReactNode;
};

/**
 * A menu button (WAI-ARIA pattern): Enter/Space/ArrowDown open on the first item, ArrowUp on the
 * last; arrows, Home and End move; Escape closes and returns focus to the button; Tab closes.
 */
export function Menu({ trigger, label, items, header }: MenuProps) {
  const menuId = useId();
  const headerId = useId();
  const hasHeader = header != null;
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const [up, setUp] = useState(false);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  // Measured before paint, so a flipped menu never shows below the fold first.
  useLayoutEffect(() => {
    const trigger = triggerRef.current?.getBoundingClientRect();
    const popup = popupRef.current?.getBoundingClientRect();
    if (!open || !trigger || !popup) {
      setUp(false);
      return;
    }
    const below = window.innerHeight - trigger.bottom;
    setUp(popup.height > below && trigger.top > below);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const next = nextIndex(event.key, focusIndex, items.length, 'vertical');
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
  };

  const select = (item: MenuItem) => {
    close();
    item.onSelect();
  };

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </Trigger>
      {open ? (
        <Popup ref={popupRef} $up={up} $withHeader={hasHeader} data-placement={up ? 'top' : 'bottom'}>
          {hasHeader ? <Header id={headerId}>{header}</Header> : null}
          <div
            id={menuId}
            role="menu"
            aria-label={label}
            aria-describedby={hasHeader ? headerId : undefined}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item, index) => (
              <Item
                key={item.id}
                ref={itemRef(itemRefs, index)}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => select(item)}
              >
                {item.label}
              </Item>
            ))}
          </div>
        </Popup>
      ) : null}
    </Wrapper>
  );
}
