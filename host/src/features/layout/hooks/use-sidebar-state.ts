import { useCallback, useState } from 'react';
import { readSidebarCookie, writeSidebarCookie } from '../sidebar-cookie';
import { useIsMobile } from './use-is-mobile';
import { useSidebarShortcut } from './use-sidebar-shortcut';

export type SidebarState = {
  isMobile: boolean;
  /** Desktop: expanded (true) or icon mode (false); kept in the cookie. */
  expanded: boolean;
  /** Mobile: slide-in panel shown; not persisted. */
  mobileOpen: boolean;
  toggle(): void;
  closeMobile(): void;
};

export function useSidebarState(): SidebarState {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(readSidebarCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    writeSidebarCookie(!expanded);
    setExpanded(!expanded);
  }, [isMobile, expanded]);
  const closeMobile = useCallback(() => setMobileOpen(false), []);

  useSidebarShortcut(toggle);
  return { isMobile, expanded, mobileOpen, toggle, closeMobile };
}
