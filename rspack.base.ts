/**
 * One rspack configuration factory for the host and every remote. Each app's
 * `rspack.config.ts` is `export default createAppConfig({ dir: __dirname, ... })`; its MF name,
 * role and dev port come from apps.json by the app's folder. The mode comes from the rspack
 * CLI (`rspack build --mode production`, `rspack serve` → development); nothing reads NODE_ENV.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { devServerConfig } from './rspack.dev-server';
import { appByFolder } from './shared/src/apps/app-manifest';

/** The brand mark every app's page links as its icon (browsers otherwise ask for /favicon.ico). */
const FAVICON = path.join(__dirname, 'assets', 'favicon.svg');
const HTML_TEMPLATE = path.join(__dirname, 'index.html');

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
  /** Absolute folder of the app (its `__dirname`); its name is the app's `folder` in apps.json. */
  dir: string;
  /** The document title of the app's standalone index.html. */
  title: string;
  /** Exposed modules, e.g. `{ './Dashboard': './src/app/dashboard.tsx' }`. */
  exposes?: Record<string, string>;
};

type CliEnv = Record<string, unknown>;
type CliArgv = { mode?: string };
type Mode = 'development' | 'production';

type PackageJson = { dependencies?: Record<string, string> };

/** TypeScript and JSX through rspack's built-in SWC; React's dev runtime outside production. */
export function swcRule(production: boolean) {
  return {
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
  };
}

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

function resolveMode(env: CliEnv, argv: CliArgv): Mode {
  if (argv.mode === 'production' || argv.mode === 'development') return argv.mode;
  return env.RSPACK_SERVE ? 'development' : 'production';
}

export function createAppConfig(options: AppConfigOptions) {
  const { dir, title, exposes } = options;
  const app = appByFolder(path.basename(dir));
  // The host serves a dev `/app-config.json` that points at the dev remotes.
  const isHost = app.role === 'host';

  return (env: CliEnv = {}, argv: CliArgv = {}): Configuration => {
    const mode = resolveMode(env, argv);
    const production = mode === 'production';
    const hashed = production ? '.[contenthash:8]' : '';

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
        rules: [swcRule(production), { test: /\.(svg|png)$/, type: 'asset/resource' }],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          // One page template for every app (the root index.html); only the title differs.
          template: HTML_TEMPLATE,
          templateParameters: { title },
          favicon: FAVICON,
          // Absolute script URLs: deep links such as /statuspages/1 are answered with index.html.
          publicPath: '/',
        }),
        new ModuleFederationPlugin({
          name: app.mfName,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(readDependencies(dir)),
          // With the default strategy one unreachable remote blanks the whole shell.
          shareStrategy: 'loaded-first',
          manifest: true,
          // Type generation needs the TypeScript compiler API, which TypeScript 7 does not have.
          dts: false,
        }),
      ],
      performance: { hints: false },
      devServer: devServerConfig({ port: app.devPort, isHost }),
    };
  };
}
