import { matchScreenPattern, mountPatterns, routePatterns } from '@statusdeck/shared/early';
import { REMOTE_MODULES, type RemoteModuleId } from '../features/remotes/remote-modules';

/**
 * The screens inside the signed-in layout, each the remote module mounted at its pattern: the routing
 * table (app-routes.tsx) mounts them from this list, and the early script (early.ts) reads it to start a
 * screen's remote before the app runs. The dashboard is the layout's index route.
 */
export const SIGNED_IN_SCREENS: readonly { pattern: string; index?: true; remote: RemoteModuleId }[] = [
  { pattern: routePatterns.dashboard, index: true, remote: REMOTE_MODULES.dashboard },
  { pattern: mountPatterns.statusPages, remote: REMOTE_MODULES.statusPagesRoutes },
  { pattern: mountPatterns.settings, remote: REMOTE_MODULES.settingsRoutes },
];

/** The remote module of the signed-in screen at `pathname`, or null outside the signed-in layout. */
export function signedInRemoteOf(pathname: string): RemoteModuleId | null {
  return SIGNED_IN_SCREENS.find((screen) => matchScreenPattern(screen.pattern, pathname))?.remote ?? null;
}
