import { type AppConfig, defaultRemoteManifests, SAME_ORIGIN_CONFIG } from '@statusdeck/shared/early';

/** The all-in-one server's layout (apps.json), used when `/app-config.json` cannot be read. */
export const DEFAULT_APP_CONFIG: AppConfig = {
  ...SAME_ORIGIN_CONFIG,
  remotes: defaultRemoteManifests(),
};
