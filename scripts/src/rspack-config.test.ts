import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Configuration } from '@rspack/core';
import { createAppConfig, earlyScript, withEarlyScript } from '../../rspack.base';
import { devAppConfig } from '../../rspack.dev-server';
import { repoRoot } from './locale-keys';

// Both packages ship ES modules only, which this CommonJS jest run cannot load; the factory only
// constructs their plugins, so stand-ins that keep the options are enough to read its output.
jest.mock('@rspack/core', () => ({
  rspack: {
    HtmlRspackPlugin: class HtmlRspackPlugin {
      constructor(readonly options: Record<string, unknown>) {}
    },
  },
}));
jest.mock('@module-federation/enhanced/rspack', () => ({
  ModuleFederationPlugin: class ModuleFederationPlugin {
    constructor(readonly options: Record<string, unknown>) {}
  },
}));

type Middleware = {
  name?: string;
  path?: string;
  middleware: (req: IncomingMessage, res: ServerResponse) => void;
};

/** The app's folder picks its MF name, role and port from apps.json. */
function configFor(isHost: boolean) {
  const dir = join(repoRoot, isHost ? 'host' : 'remote-settings');
  return createAppConfig({ dir, title: 'Test' })({ RSPACK_SERVE: true }, {});
}

function federationOf(isHost: boolean) {
  const plugin = configFor(isHost).plugins?.find(
    (entry) => entry?.constructor.name === 'ModuleFederationPlugin',
  );
  return (plugin as unknown as { options: { name?: string } }).options;
}

function devServerOf(isHost: boolean) {
  const { devServer } = configFor(isHost);
  if (!devServer) throw new Error('the factory returned no dev server');
  return devServer;
}

describe('dev server', () => {
  it('serves the host on 127.0.0.1:3000, reachable as localhost too, proxying the API and translations', () => {
    const devServer = devServerOf(true);
    expect(devServer).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      historyApiFallback: true,
      allowedHosts: ['localhost', '127.0.0.1'],
      proxy: [{ context: ['/v1', '/locales'], target: 'http://127.0.0.1:8080' }],
    });
    expect(devServer.headers).toBeUndefined();
  });

  it('answers /app-config.json on the host with the dev remotes', () => {
    const middlewares: Middleware[] = [];
    const setup = devServerOf(true).setupMiddlewares;
    const result = setup?.(middlewares as never, {} as never) as Middleware[];
    const appConfig = result.find((entry) => entry.path === '/app-config.json');
    const headers: Record<string, string> = {};
    let body = '';
    const res = {
      setHeader: (key: string, value: string) => {
        headers[key] = value;
      },
      end: (text: string) => {
        body = text;
      },
    };
    appConfig?.middleware({} as IncomingMessage, res as unknown as ServerResponse);
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(body)).toEqual(devAppConfig());
    expect(devAppConfig().remotes).toEqual({
      remote_auth: 'http://127.0.0.1:3001/mf-manifest.json',
      remote_statuspages: 'http://127.0.0.1:3002/mf-manifest.json',
      remote_settings: 'http://127.0.0.1:3003/mf-manifest.json',
      remote_public: 'http://127.0.0.1:3004/mf-manifest.json',
    });
  });

  it('lets any origin load a remote, which also proxies /app-config.json', () => {
    const devServer = devServerOf(false);
    expect(devServer).toMatchObject({
      port: 3003,
      allowedHosts: ['localhost', '127.0.0.1'],
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/v1', '/locales', '/app-config.json'], target: 'http://127.0.0.1:8080' }],
    });
    expect(devServer.setupMiddlewares).toBeUndefined();
  });
});

it('names each container after its folder’s entry in apps.json', () => {
  expect(federationOf(true).name).toBe('statusdeck_host');
  expect(federationOf(false).name).toBe('remote_settings');
  expect(() => createAppConfig({ dir: join(repoRoot, 'nowhere'), title: 'Test' })).toThrow('"nowhere"');
});

it('links the brand favicon from every app page', () => {
  const html = configFor(true).plugins?.find((plugin) => plugin?.constructor.name === 'HtmlRspackPlugin');
  const options = (html as unknown as { options: { favicon?: string } }).options;
  expect(options.favicon).toBe(join(repoRoot, 'assets', 'favicon.svg'));
  expect(existsSync(options.favicon ?? '')).toBe(true);
});

it('renders every app page from the one root template, with the app’s own title', () => {
  const html = configFor(false).plugins?.find((plugin) => plugin?.constructor.name === 'HtmlRspackPlugin');
  const options = (html as unknown as { options: { template?: string; templateParameters?: unknown } })
    .options;
  expect(options.template).toBe(join(repoRoot, 'index.html'));
  const parameters = options.templateParameters as () => Record<string, string>;
  expect(parameters()).toEqual({ title: 'Test', headTags: '' });
});

it("builds the host's early script first and on its own in production, and the host's libraries eagerly", () => {
  const dir = join(repoRoot, 'host');
  const early = earlyScript(dir);
  const build = withEarlyScript(createAppConfig({ dir, title: 'Test', early }), early);
  const production = build({}, { mode: 'production' }) as Configuration[];
  expect(production.map((config) => [config.name, config.dependencies ?? []])).toEqual([
    ['early', []],
    ['main', ['early']],
  ]);
  const [first, main] = production;
  expect(first?.plugins?.some((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin')).toBe(false);
  const federation = main?.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin');
  const shared = (federation as unknown as { options: { shared: Record<string, { eager?: boolean }> } })
    .options.shared;
  expect(Object.values(shared).every((library) => library.eager === true)).toBe(true);
  // In development the app alone: the early script only starts sooner what the app asks for itself.
  expect(Array.isArray(build({ RSPACK_SERVE: true }, {}))).toBe(false);
});

it("shares a remote's libraries lazily (the host provides them)", () => {
  const shared = (federationOf(false) as unknown as { shared: Record<string, { eager?: boolean }> }).shared;
  expect(Object.values(shared).every((library) => library.eager === false)).toBe(true);
});
