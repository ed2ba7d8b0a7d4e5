import { apiFetch } from '../http/api-fetch';
import { APP_CONFIG_PATH, type AppConfig, parseAppConfig, SAME_ORIGIN_CONFIG } from './app-config-fields';

export { APP_CONFIG_PATH, type AppConfig, SAME_ORIGIN_CONFIG, type SignInQuote } from './app-config-fields';

let current: AppConfig = SAME_ORIGIN_CONFIG;

/** The configuration the app started with (the last `loadAppConfig`): one home for every app's reads. */
export function appConfig(): AppConfig {
  return current;
}

/** Keeps a configuration read elsewhere (the server's, when it renders a screen ahead of the browser). */
export function setAppConfig(config: AppConfig): void {
  current = config;
}

/**
 * Reads `/app-config.json` without a token and keeps it for `appConfig()`. A missing file or field falls
 * back to `defaults` (the API on this origin unless the caller knows better), so a bad deploy still starts.
 */
export async function loadAppConfig(defaults: AppConfig = SAME_ORIGIN_CONFIG): Promise<AppConfig> {
  current = await readAppConfig(defaults);
  return current;
}

async function readAppConfig(defaults: AppConfig): Promise<AppConfig> {
  try {
    return parseAppConfig(await apiFetch<unknown>(APP_CONFIG_PATH, { auth: 'none' }), defaults);
  } catch (error) {
    console.error('Could not read /app-config.json; using the defaults', error);
    return defaults;
  }
}
