import { type AppConfig, loadAppConfig } from '@statusdeck/shared';

/** The all-in-one server's layout, used when `/app-config.json` cannot be read. */
export const DEFAULT_APP_CONFIG: AppConfig = {
  apiBase: '',
  remotes: {
    remote_auth: '/remotes/auth/mf-manifest.json',
    remote_statuspages: '/remotes/statuspages/mf-manifest.json',
    remote_settings: '/remotes/settings/mf-manifest.json',
    remote_public: '/remotes/public/mf-manifest.json',
  },
};

/** `/app-config.json` over the all-in-one defaults: a deploy may name only the remotes it moves. */
export function loadHostConfig(): Promise<AppConfig> {
  return loadAppConfig(DEFAULT_APP_CONFIG);
}
