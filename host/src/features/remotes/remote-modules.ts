import { remoteModuleId } from '@statusdeck/shared/early';
import type { ComponentType } from 'react';

/** Every exposed module the host mounts, as `<remote's MF name in apps.json>/<expose key without ./>`. */
export const REMOTE_MODULES = {
  authScreen: remoteModuleId('auth', 'AuthScreen'),
  requestResetScreen: remoteModuleId('auth', 'RequestResetScreen'),
  resetPasswordScreen: remoteModuleId('auth', 'ResetPasswordScreen'),
  activateScreen: remoteModuleId('auth', 'ActivateScreen'),
  invitationScreen: remoteModuleId('auth', 'InvitationScreen'),
  dashboard: remoteModuleId('statuspages', 'Dashboard'),
  statusPagesRoutes: remoteModuleId('statuspages', 'StatusPagesRoutes'),
  settingsRoutes: remoteModuleId('settings', 'SettingsRoutes'),
  publicRoutes: remoteModuleId('public', 'PublicRoutes'),
};

/** A module id such as `remote_auth/AuthScreen`. */
export type RemoteModuleId = string;

export type RemoteProps = Record<string, unknown>;

/** An exposed module: its default export is a React component. */
export type RemoteComponentModule = { default: ComponentType<RemoteProps> };

/** Loads one exposed module; rejects when the remote cannot be reached. Tests inject fakes. */
export type RemoteLoader = (id: RemoteModuleId) => Promise<RemoteComponentModule>;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly moduleId: RemoteModuleId,
    options?: { cause?: unknown },
  ) {
    super(`Remote module ${moduleId} is unavailable`, options);
    this.name = 'RemoteUnavailableError';
  }
}
