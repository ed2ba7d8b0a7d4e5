/**
 * The dashboard rendered ahead of the browser (built to dist/ssr/dashboard.cjs, loaded by the server):
 * the same screen the host mounts at `/`, drawn from the answers the server gives the same reads
 * (GET /v1/dashboard, /v1/users/me, /v1/users/roles), for one language. The server puts it into the host's
 * frame; the app's own screen takes over once it has its content (useReleaseConsoleShell).
 */
import { routePatterns } from '@statusdeck/shared';
import { renderSignedIn, type SignedInRenderInput } from '@statusdeck/shared/server-render';
import Dashboard from '../app/dashboard';

/** The address this renderer draws (the server matches a request's path against it). */
export const pattern = routePatterns.dashboard;

export function render(input: SignedInRenderInput): { html: string; css: string } {
  return renderSignedIn(input, <Dashboard />, { idPrefix: 'screen-' });
}
