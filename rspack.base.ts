/**
 * One rspack configuration factory for the host and every remote. Each app's
 * `rspack.config.ts` is `export default createAppConfig({ dir: __dirname, ... })`; its MF name,
 * role and dev port come from apps.json by the app's folder. The mode comes from the rspack
 * CLI (`rspack build --mode production`, `rspack serve` → development); nothing reads NODE_ENV.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Compiler, type Configuration, rspack } from '@rspack/core';
import { devServerConfig } from './rspack.dev-server';
import { appByFolder } from './shared/src/apps/app-manifest';

/** The app of a folder, for configs that need its mount (remote-auth's lean sign-in page). */
export { appByFolder };

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
  /** A script of its own the page runs before the app (the host's, earlyScript); production builds only. */
  early?: EarlyScript;
};

const HOST_PRELOADS =
  '<link rel="preload" href="/app-config.json" as="fetch" crossorigin="use-credentials" />';

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

/**
 * `shared` map with versions from the app's own package.json, as the MF examples do. `eager` puts the
 * libraries in the entry's own file (the host's): the page gets them with its one script instead of a
 * second round of requests once that script has run.
 */
export function sharedSingletons(dependencies: Record<string, string>, eager = false) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const requiredVersion = dependencies[name];
      if (!requiredVersion)
        throw new Error(`Shared singleton "${name}" is missing from the app's dependencies`);
      return [name, { singleton: true, requiredVersion, eager }];
    }),
  );
}

function resolveMode(env: CliEnv, argv: CliArgv): Mode {
  if (argv.mode === 'production' || argv.mode === 'development') return argv.mode;
  return env.RSPACK_SERVE ? 'development' : 'production';
}

const EARLY_NAME = 'early';

/**
 * The host's early script (host/src/early.ts): its own compilation, without module federation (which would
 * put every shared library in it), so it stays a few KiB and runs while the app's script is still arriving.
 * The page names it before the app's script; both are deferred, so it runs first.
 */
export type EarlyScript = { config: Configuration; file(): string; tag(): string };

export function earlyScript(dir: string): EarlyScript {
  let file = '';
  const config: Configuration = {
    name: EARLY_NAME,
    mode: 'production',
    context: dir,
    entry: { [EARLY_NAME]: './src/early.ts' },
    devtool: false,
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: { rules: [swcRule(true)] },
    plugins: [
      {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tap('statusdeck-early-script', (compilation) => {
            const emitted = [...compilation.getAssets()].map((asset) => asset.name);
            file = emitted.find((name) => name.startsWith(`${EARLY_NAME}.`) && name.endsWith('.js')) ?? '';
          });
        },
      },
    ],
    performance: { hints: false },
  };
  return {
    config,
    file: () => file,
    tag: () => (file ? `<script defer src="/${file}"></script>` : ''),
  };
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
    // The early script, in production: built first (withEarlyScript), on its own, and named in the page.
    const early = production ? options.early : undefined;

    return {
      // Named only beside the early script, whose compilation must come first.
      ...(early ? { name: 'main', dependencies: [EARLY_NAME] } : {}),
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
        // The early script was written just before, into the same folder.
        clean: early ? { keep: (file: string) => path.basename(file) === early.file() } : true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
      module: {
        rules: [swcRule(production), { test: /\.(svg|png)$/, type: 'asset/resource' }],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          // One page template for every app (the root index.html); only the title differs.
          template: HTML_TEMPLATE,
          // The host's first request, /app-config.json (credentials as the API client sends them), starts
          // with the page instead of after the shared libraries.
          templateParameters: () => ({
            title,
            headTags: (isHost ? HOST_PRELOADS : '') + (early?.tag() ?? ''),
          }),
          favicon: FAVICON,
          // Absolute script URLs: deep links such as /statuspages/1 are answered with index.html.
          publicPath: '/',
        }),
        new ModuleFederationPlugin({
          name: app.mfName,
          filename: 'remoteEntry.js',
          exposes,
          // The host's libraries eagerly: its entry (host/src/index.ts) imports the app without an async boundary.
          shared: sharedSingletons(readDependencies(dir), isHost),
          // With the default strategy one unreachable remote blanks the whole shell.
          shareStrategy: 'loaded-first',
          manifest: true,
          // Type generation needs the TypeScript compiler API, which TypeScript 7 does not have.
          dts: false,
          // One federation runtime per page: the host's build provides it, the remotes' entries use it
          // (~21 KiB gzipped less on every screen). In production only: a remote's dev server page runs alone.
          experiments: production
            ? isHost
              ? { provideExternalRuntime: true }
              : { externalRuntime: true }
            : {},
        }),
      ],
      performance: { hints: false },
      devServer: devServerConfig({ port: app.devPort, isHost }),
    };
  };
}

/**
 * The host's configuration with its early script (earlyScript): in production both compilations, the
 * early one first; in development the app alone (the early script only starts sooner what the app asks for).
 */
export function withEarlyScript(
  app: (env?: CliEnv, argv?: CliArgv) => Configuration,
  early: EarlyScript,
): (env?: CliEnv, argv?: CliArgv) => Configuration | Configuration[] {
  return (env = {}, argv = {}) => {
    const main = app(env, argv);
    return main.mode === 'production' ? [early.config, main] : main;
  };
}

/**
 * A node renderer the server loads (`require`) to send a screen as HTML before the scripts: `entry` built
 * to `dist/<file>` as CommonJS, after the compilation named `after` (whose `output.clean` empties dist/).
 * Not minified (the server reads it once); images inlined.
 */
export function ssrRendererConfig(options: {
  dir: string;
  entry: string;
  file: string;
  after: string;
}): Configuration {
  return {
    name: `ssr:${options.file}`,
    mode: 'production',
    context: options.dir,
    target: 'node',
    devtool: false,
    entry: { renderer: options.entry },
    output: {
      path: path.join(options.dir, 'dist'),
      filename: options.file,
      library: { type: 'commonjs2' },
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: { rules: [swcRule(true), { test: /\.(svg|png)$/, type: 'asset/inline' }] },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    dependencies: [options.after],
  };
}
