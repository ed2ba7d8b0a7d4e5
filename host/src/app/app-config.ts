import {
  type AppConfig,
  defaultRemoteManifests,
  loadAppConfig,
  SAME_ORIGIN_CONFIG,
} from '@statusdeck/shared';

/** The all-in-one server's layout (apps.json), used when `/app-config.json` cannot be read. */
export const DEFAULT_APP_CONFIG: AppConfig = {
  ...SAME_ORIGIN_CONFIG,
  remotes: defaultRemoteManifests(),
};

/** `/app-config.json` over the all-in-one defaults: a deploy may name only the remotes it moves. */
export function loadHostConfig(): Promise<AppConfig> {
  return loadAppConfig(DEFAULT_APP_CONFIG);
}
