import { apiFetch } from '../http/api-fetch';

/**
 * Deploy-time configuration served at `/app-config.json`: the API base URL and each remote's
 * `mf-manifest.json` URL, so one build runs on any origin, each remote possibly on its own.
 */
export type AppConfig = { apiBase: string; remotes: Record<string, string> };

const SAME_ORIGIN: AppConfig = { apiBase: '', remotes: {} };

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/**
 * Reads `/app-config.json` without a token. A missing file or field falls back to `defaults`
 * (the API on this origin unless the caller knows better), so a bad deploy still starts.
 */
export async function loadAppConfig(defaults: AppConfig = SAME_ORIGIN): Promise<AppConfig> {
  try {
    const body = await apiFetch<unknown>('/app-config.json', { auth: 'none' });
    if (typeof body !== 'object' || body === null) return defaults;
    const { apiBase, remotes } = body as Partial<Record<keyof AppConfig, unknown>>;
    return {
      apiBase: typeof apiBase === 'string' ? apiBase : defaults.apiBase,
      remotes: { ...defaults.remotes, ...(isStringRecord(remotes) ? remotes : {}) },
    };
  } catch (error) {
    console.error('Could not read /app-config.json; using the defaults', error);
    return defaults;
  }
}
