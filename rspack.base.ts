/**
 * One rspack configuration factory for the host and every remote (DESIGN.md §1). Each app's
 * `rspack.config.ts` is `export default createAppConfig({ ... })`. The mode comes from the rspack
 * CLI (`rspack build --mode production`, `rspack serve` → development); nothing reads NODE_ENV.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';

/** Module-federation names of every app, fixed by the team brief. */
export type AppName =
  | 'statusdeck_host'
  | 'remote_auth'
  | 'remote_statuspages'
  | 'remote_settings'
  | 'remote_public';

/** Dev-server ports on 127.0.0.1 (DESIGN.md §2). */
export const DEV_PORTS: Record<AppName, number> = {
  statusdeck_host: 3000,
  remote_auth: 3001,
  remote_statuspages: 3002,
  remote_settings: 3003,
  remote_public: 3004,
};

const DEV_HOST = '127.0.0.1';
const API_TARGET = 'http://127.0.0.1:8080';

/** Libraries that must exist once at run time: two Reacts or two routers break contexts. */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  'i18next',
  'react-i18next',
  'swr',
  'react-hot-toast',
  '@statusdeck/shared',
] as const;

export type AppConfigOptions = {
  /** Module-federation container name; also the key of the dev port. */
  name: AppName;
  /** Absolute folder of the app (its `__dirname`). */
  dir: string;
  /** Overrides the dev port from DEV_PORTS. */
  port?: number;
  /** Exposed modules, e.g. `{ './Dashboard': './src/app/dashboard.tsx' }`. */
  exposes?: Record<string, string>;
  /** The host serves a dev `/app-config.json` that points at the dev remotes. */
  isHost?: boolean;
};

type CliEnv = Record<string, unknown>;
type CliArgv = { mode?: string };
type Mode = 'development' | 'production';

type PackageJson = { dependencies?: Record<string, string> };

function readDependencies(dir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
  return pkg.dependencies ?? {};
}

/** `shared` map with versions from the app's own package.json, as the MF examples do. */
export function sharedSingletons(dependencies: Record<string, string>) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const requiredVersion = dependencies[name];
      if (!requiredVersion)
        throw new Error(`Shared singleton "${name}" is missing from the app's dependencies`);
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

/** What the host's dev server answers on `/app-config.json`: the remotes' own dev servers. */
export function devAppConfig() {
  const manifest = (name: AppName) => `http://${DEV_HOST}:${DEV_PORTS[name]}/mf-manifest.json`;
  return {
    apiBase: '',
    remotes: {
      remote_auth: manifest('remote_auth'),
      remote_statuspages: manifest('remote_statuspages'),
      remote_settings: manifest('remote_settings'),
      remote_public: manifest('remote_public'),
    },
  };
}

function resolveMode(env: CliEnv, argv: CliArgv): Mode {
  if (argv.mode === 'production' || argv.mode === 'development') return argv.mode;
  return env.RSPACK_SERVE ? 'development' : 'production';
}

export function createAppConfig(options: AppConfigOptions) {
  const { name, dir, exposes, isHost = false } = options;
  const port = options.port ?? DEV_PORTS[name];
  const template = path.join(dir, 'index.html');

  return (env: CliEnv = {}, argv: CliArgv = {}): Configuration => {
    const mode = resolveMode(env, argv);
    const production = mode === 'production';
    const hashed = production ? '.[contenthash:8]' : '';
    const apiPaths = isHost ? ['/v1', '/locales'] : ['/v1', '/locales', '/app-config.json'];

    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.(svg|png)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: existsSync(template) ? template : undefined,
          // Absolute script URLs: deep links such as /statuspages/1 are answered with index.html.
          publicPath: '/',
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(readDependencies(dir)),
          // With the default strategy one unreachable remote blanks the whole shell (DESIGN.md §3).
          shareStrategy: 'loaded-first',
          manifest: true,
          // Type generation needs the TypeScript compiler API, which TypeScript 7 does not have.
          dts: false,
        }),
      ],
      performance: { hints: false },
      devServer: {
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
      },
    };
  };
}
