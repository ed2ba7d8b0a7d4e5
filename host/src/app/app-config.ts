import { type AppConfig, loadAppConfig } from '@statusdeck/shared';
import { DEFAULT_APP_CONFIG } from './default-app-config';

export { DEFAULT_APP_CONFIG };

/** `/app-config.json` over the all-in-one defaults: a deploy may name only the remotes it moves. */
export function loadHostConfig(): Promise<AppConfig> {
  return loadAppConfig(DEFAULT_APP_CONFIG);
}
