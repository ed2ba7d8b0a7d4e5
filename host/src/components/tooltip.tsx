import {
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-timing';

type TooltipTiming = { lastClosedAt: { current: number } };

const TooltipContext = createContext<TooltipTiming>({ lastClosedAt: { current: Number.NEGATIVE_INFINITY } });

/** Shares "when did a tooltip last close" so moving along a row of icons skips the delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY);
  return <TooltipContext.Provider value={{ lastClosedAt }}>{children}</TooltipContext.Provider>;
}

const Anchor = styled.span`
  position: relative;
  display: block;
`;

const Bubble = styled.span`
  position: absolute;
  left: calc(100% + 0.5rem);
  top: 50%;
  transform: translateY(-50%);
  z-index: 50;
  padding: 0.25rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.75rem;
  white-space: nowrap;
  pointer-events: none;
`;

type TooltipProps = {
  label: string;
  /** When false the trigger renders alone (e.g. the sidebar is expanded and shows its labels). */
  enabled?: boolean;
  children: (describedBy: string | undefined) => ReactElement;
};

/** Hover or focus shows `label` after TOOLTIP_DELAY_MS; Escape, leaving or blurring hides it. */
export function Tooltip({ label, enabled = true, children }: TooltipProps) {
  const { lastClosedAt } = useContext(TooltipContext);
  const id = useId();
  const [open, setOpenState] = useState(false);
  const openRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setOpen = useCallback((next: boolean) => {
    openRef.current = next;
    setOpenState(next);
  }, []);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    if (Date.now() - lastClosedAt.current < TOOLTIP_SKIP_DELAY_MS) {
      setOpen(true);
      return;
    }
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  }, [lastClosedAt, setOpen]);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    if (openRef.current) lastClosedAt.current = Date.now();
    setOpen(false);
  }, [lastClosedAt, setOpen]);

  useEffect(() => () => clearTimeout(timer.current), []);

  if (!enabled) return children(undefined);
  return (
    <Anchor
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children(open ? id : undefined)}
      {open && (
        <Bubble role="tooltip" id={id}>
          {label}
        </Bubble>
      )}
    </Anchor>
  );
}
