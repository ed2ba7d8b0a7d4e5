import { apiFetch } from '@statusdeck/shared';

/** Deploy-time configuration served at `/app-config.json` (team brief, "Runtime config"). */
export type AppConfig = { apiBase: string; remotes: Record<string, string> };

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

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

export async function loadAppConfig(): Promise<AppConfig> {
  try {
    const body = await apiFetch<unknown>('/app-config.json', { auth: 'none' });
    if (typeof body !== 'object' || body === null) return DEFAULT_APP_CONFIG;
    const { apiBase, remotes } = body as Partial<Record<keyof AppConfig, unknown>>;
    return {
      apiBase: typeof apiBase === 'string' ? apiBase : DEFAULT_APP_CONFIG.apiBase,
      remotes: { ...DEFAULT_APP_CONFIG.remotes, ...(isStringRecord(remotes) ? remotes : {}) },
    };
  } catch (error) {
    console.error('Could not read /app-config.json; using the all-in-one defaults', error);
    return DEFAULT_APP_CONFIG;
  }
}
