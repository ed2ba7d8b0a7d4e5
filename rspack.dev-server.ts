/**
 * The `rspack serve` half of the config factory in rspack.base.ts: the API proxy, the accepted
 * Host headers and the host's dev `/app-config.json`, which tells it where each remote's manifest is.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration } from '@rspack/core';
import { MF_MANIFEST_FILE, REMOTE_APPS } from './shared/src/apps/app-manifest';

const DEV_HOST = '127.0.0.1';
const API_TARGET = 'http://127.0.0.1:8080';

/** What the host's dev server answers on `/app-config.json`: the remotes' own dev servers (apps.json). */
export function devAppConfig() {
  return {
    apiBase: '',
    remotes: Object.fromEntries(
      REMOTE_APPS.map((app) => [app.mfName, `http://${DEV_HOST}:${app.devPort}/${MF_MANIFEST_FILE}`]),
    ),
  };
}

type DevServerOptions = { port: number; isHost: boolean };

/**
 * The host proxies the API and translations and answers `/app-config.json` itself; a remote also
 * proxies `/app-config.json` (standalone remote-public reads it) and allows any origin to load it.
 */
export function devServerConfig({
  port,
  isHost,
}: DevServerOptions): Exclude<Configuration['devServer'], false | undefined> {
  const apiPaths = isHost ? ['/v1', '/locales'] : ['/v1', '/locales', '/app-config.json'];
  return {
    host: DEV_HOST,
    port,
    historyApiFallback: true,
    // The host page may be opened as localhost or 127.0.0.1; remotes must accept either origin.
    allowedHosts: ['localhost', '127.0.0.1'],
    headers: isHost ? undefined : { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: apiPaths, target: API_TARGET }],
    setupMiddlewares: isHost
      ? (middlewares) => {
          middlewares.unshift({
            name: 'dev-app-config',
            path: '/app-config.json',
            middleware: (_req: IncomingMessage, res: ServerResponse) => {
              res.setHeader('Content-Type', 'application/json');
              res.end(JSON.stringify(devAppConfig()));
            },
          });
          return middlewares;
        }
      : undefined,
  };
}
