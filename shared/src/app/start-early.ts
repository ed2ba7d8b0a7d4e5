import { configureApi, resolveUrl } from '../http/configure-api';
import { appHasStarted, rememberEarlyRead } from '../http/early-reads';
import { fetchRequest } from '../http/fetch-request';
import { startingTranslationUrls, TRANSLATION_REQUEST } from '../i18n/early-translations';
import { screenReads } from '../routes/screen-requests';
import { isTokenExpired } from '../session/decode-token-exp';
import { getAccessToken } from '../session/token-store';
import { APP_CONFIG_PATH, type AppConfig, parseAppConfig } from './app-config-fields';

export type EarlyStart = {
  pathname: string;
  /** The configuration used when `/app-config.json` cannot be read (the host's). */
  defaults: AppConfig;
  /** The exposed module (`remote_x/Expose`) the signed-in screen at a pathname mounts, or null. */
  signedInRemoteOf: (pathname: string) => string | null;
};

/** The part of a remote's `mf-manifest.json` that names the files of its entry and of one exposed module. */
type RemoteManifest = {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
};

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Reads the remote's manifest as module federation will (kept for its `fetch` hook, federation.ts) and
 * preloads the files of its entry and of the exposed module, which federation otherwise asks for only once
 * the app has run and read the manifest itself.
 */
async function preloadRemoteModule(remotes: Record<string, string>, moduleId: string): Promise<void> {
  const [remote = '', expose] = moduleId.split('/');
  const manifestUrl = remotes[remote];
  if (!manifestUrl || appHasStarted()) return;
  const read = fetch(manifestUrl, {});
  rememberEarlyRead(manifestUrl, null, read);
  const manifest = (await (await read).clone().json()) as RemoteManifest;
  const publicPath = manifest.metaData?.publicPath;
  const base =
    publicPath && publicPath !== 'auto' ? publicPath : new URL('.', new URL(manifestUrl, location.href));
  const entry = manifest.metaData?.remoteEntry;
  const exposed = manifest.exposes?.find((module) => module.name === expose);
  // Once the app runs, federation asks for these itself (with the manifest read here): a preload now would be a second request.
  if (appHasStarted()) return;
  const files = [`${entry?.path ?? ''}${entry?.name ?? ''}`, ...(exposed?.assets?.js?.sync ?? [])];
  for (const file of files) if (file) preloadScript(new URL(file, base).href);
}

/**
 * Run by the host's early script, which the page loads beside the app's and runs first: reads the deploy's
 * configuration, and for a stored session whose access token has not expired (an expired one is renewed by
 * the app first) starts the translations, the screen's first API reads (screen-requests.ts) and the loading of its remote, so
 * all of them travel while the app's script downloads and runs. The app's own requests take the answers
 * (send-request.ts, federation's `fetch` hook) instead of asking again. Never rejects: what fails here is
 * asked again by the app.
 */
export async function startEarly({ pathname, defaults, signedInRemoteOf }: EarlyStart): Promise<void> {
  try {
    const configRead = fetchRequest(APP_CONFIG_PATH, {});
    rememberEarlyRead(resolveUrl(APP_CONFIG_PATH), null, configRead);
    const bearer = getAccessToken();
    if (!bearer || isTokenExpired(bearer)) return;
    const configAnswer = await configRead;
    const config = configAnswer.ok ? parseAppConfig(await configAnswer.clone().json(), defaults) : defaults;
    // Only the signed-in layout's screens: a stored session opening the public page reads nothing of it.
    const moduleId = signedInRemoteOf(pathname);
    if (!moduleId || appHasStarted()) return;
    configureApi({ baseUrl: config.apiBase });
    for (const url of startingTranslationUrls()) {
      rememberEarlyRead(url, null, fetch(url, TRANSLATION_REQUEST));
    }
    for (const path of screenReads(pathname)) {
      rememberEarlyRead(resolveUrl(path), bearer, fetchRequest(path, { bearer }));
    }
    await preloadRemoteModule(config.remotes, moduleId);
  } catch {
    // Nothing started early is needed: the app asks for what is missing.
  }
}
