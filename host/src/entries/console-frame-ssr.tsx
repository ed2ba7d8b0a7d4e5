/**
 * The signed-in frame rendered ahead of the browser (built to dist/ssr/console-frame.cjs, loaded by the
 * server): the layout the app draws (sidebar, as the visitor's cookie keeps it, and the top bar) around a
 * slot the server fills with the screen's content (a remote's renderer), one copy per language. The server
 * wraps the copies with `shell` (shared's console shell); the app takes over when its screen has content.
 */
import {
  CONSOLE_SHELL,
  consoleShell,
  renderSignedIn,
  type SignedInRenderInput,
} from '@statusdeck/shared/server-render';
import { TooltipProvider } from '../components/tooltip';
import { SIDEBAR_ID } from '../features/layout/components/sidebar-id';
import { SignedInFrame } from '../features/layout/components/signed-in-layout';
import { MOBILE_BREAKPOINT } from '../features/layout/constants';
import type { SidebarState } from '../features/layout/hooks/use-sidebar-state';
import { sidebarExpandedIn } from '../features/layout/sidebar-cookie';

export { consoleShell as shell };

/** What the frame's HTML holds where the screen goes (the server puts the screen there). */
export const slot = CONSOLE_SHELL.slot;

/** What of the Cookie header the frame is drawn from, for the server's kept renders. */
export function sidebarKey(cookies: string): string {
  return String(sidebarExpandedIn(cookies));
}

export type ConsoleFrameInput = SignedInRenderInput & {
  /** The request's Cookie header: the sidebar as the visitor's cookie keeps it. */
  cookies: string;
};

const nothing = () => {};

/**
 * The frame's HTML with `CONSOLE_SHELL.slot` where the screen goes, and its styles. Drawn as on a wide
 * screen: below the mobile breakpoint the app shows no rail, so the copy hides its rail there too.
 */
export function render(input: ConsoleFrameInput): { html: string; css: string } {
  const sidebar: SidebarState = {
    isMobile: false,
    expanded: sidebarExpandedIn(input.cookies),
    mobileOpen: false,
    toggle: nothing,
    closeMobile: nothing,
  };
  const copy = renderSignedIn(
    input,
    <TooltipProvider>
      <SignedInFrame sidebar={sidebar} toggleRef={{ current: null }}>
        <div data-console-slot="" />
      </SignedInFrame>
    </TooltipProvider>,
    { globalStyle: true, idPrefix: 'frame-' },
  );
  if (!copy.html.includes(CONSOLE_SHELL.slot)) throw new Error('the frame has no slot for the screen');
  const mobile = `@media (max-width: ${MOBILE_BREAKPOINT - 0.02}px){[${CONSOLE_SHELL.attribute}] [id$="-${SIDEBAR_ID}"]{display:none}}`;
  return { html: copy.html, css: `${copy.css}\n${mobile}` };
}
