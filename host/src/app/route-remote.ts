import type { ReactElement } from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router-dom';
import { RemoteSlot } from '../features/remotes/components/remote-slot';
import type { RemoteModuleId } from '../features/remotes/remote-modules';
import { AppRoutes } from './app-routes';
import { RedirectSignedIn, RequireSession } from './route-guards';

type SlotProps = { id: RemoteModuleId };

/**
 * The exposed module the routing table (app-routes.tsx) will mount at `pathname`, read from that table,
 * or null when a guard on the way will send this visitor elsewhere (a session is or is not stored).
 * Lets the app start loading the screen's remote while the session and translations load.
 */
export function remoteOfRoute(pathname: string, sessionStored: boolean): RemoteModuleId | null {
  const table = AppRoutes() as ReactElement<{ children: ReactElement[] }>;
  const matches = matchRoutes(createRoutesFromChildren(table.props.children), pathname) ?? [];
  for (const { route } of matches) {
    const type = (route.element as ReactElement | undefined)?.type;
    if (type === RequireSession && !sessionStored) return null;
    if (type === RedirectSignedIn && sessionStored) return null;
  }
  const screen = matches.at(-1)?.route.element as ReactElement<SlotProps> | undefined;
  return screen?.type === RemoteSlot ? screen.props.id : null;
}
