import { apiFetch } from '@statusdeck/shared';

/** Only the API base matters to the standalone public app; the remotes list is the host's. */
export async function loadApiBase(): Promise<string> {
  try {
    const body = await apiFetch<{ apiBase?: unknown }>('/app-config.json', { auth: 'none' });
    return typeof body.apiBase === 'string' ? body.apiBase : '';
  } catch (error) {
    console.error('Could not read /app-config.json; calling the API on this origin', error);
    return '';
  }
}
