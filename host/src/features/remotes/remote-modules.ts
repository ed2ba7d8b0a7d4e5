import type { ComponentType } from 'react';

/** Every exposed module the host mounts, as `<remote's MF name>/<expose key without ./>`. */
export const REMOTE_MODULES = {
  authScreen: 'remote_auth/AuthScreen',
  requestResetScreen: 'remote_auth/RequestResetScreen',
  resetPasswordScreen: 'remote_auth/ResetPasswordScreen',
  activateScreen: 'remote_auth/ActivateScreen',
  dashboard: 'remote_statuspages/Dashboard',
  statusPagesRoutes: 'remote_statuspages/StatusPagesRoutes',
  settingsRoutes: 'remote_settings/SettingsRoutes',
  publicRoutes: 'remote_public/PublicRoutes',
} as const;

export type RemoteModuleId = (typeof REMOTE_MODULES)[keyof typeof REMOTE_MODULES];

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
