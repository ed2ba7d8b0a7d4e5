/**
 * remote-public builds three things:
 * - `federated`: the module-federation remote the host mounts at /public-page (exposes ./PublicRoutes),
 *   exactly as every remote (rspack.base.ts), minus its index.html: dist/index.html is the standalone page;
 * - `lean`: two non-federated browser bundles with React, styled-components and the i18next API (its
 *   lookups, interpolation and plurals: shared/src/i18n/lite), the `public.*` strings of en and ru inlined: `lean/public-page.[hash].js` hydrates the server-rendered
 *   page, `lean/standalone.[hash].js` renders the standalone deployment (dist/index.html + config.js);
 *   `ssr/client-assets.json` tells the server which files the hydration entry needs;
 * - `ssr`: dist/ssr/render.cjs, the node renderer the server loads (render(input) → html, styles, head).
 * The lean and ssr compilers run after `federated`, whose `output.clean` empties dist/ first.
 * `rspack serve` (dev) builds the federated remote only, as before.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Compiler, type Configuration, type RspackPluginInstance, rspack } from '@rspack/core';
import { LANGUAGES } from '@statusdeck/shared/contract';
import { createAppConfig, swcRule } from '../rspack.base';

type CliEnv = Record<string, unknown>;
type CliArgv = { mode?: string };
type Mode = 'development' | 'production';

const ROOT = path.join(__dirname, '..');
const DIST = path.join(__dirname, 'dist');
const FAVICON = path.join(ROOT, 'assets', 'favicon.svg');
const LITE_I18N = path.join(ROOT, 'shared', 'src', 'i18n', 'lite');
/** Entry of the hydration bundle; its files are listed for the server in ssr/client-assets.json. */
export const HYDRATE_ENTRY = 'public-page';
export const CLIENT_ASSETS_FILE = 'ssr/client-assets.json';

const federated = createAppConfig({
  dir: __dirname,
  title: 'Status',
  exposes: { './PublicRoutes': './src/app/public-routes.tsx' },
});

/** `{ en: { public }, ru: { public } }` from the locale files: the only strings the public page uses. */
export function publicStrings(): Record<string, { public: unknown }> {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const file = path.join(ROOT, 'locales', language, 'translation.json');
      const all = JSON.parse(readFileSync(file, 'utf8')) as { public?: unknown };
      return [language, { public: all.public ?? {} }];
    }),
  );
}

/**
 * dist/index.html of the standalone deployment. config.js (the deployer's file) runs first; the inline
 * script (src/entries/standalone-preload.js) then starts the page's API request while the bundle loads.
 */
function standaloneHtml(): string {
  const preload = readFileSync(path.join(__dirname, 'src', 'entries', 'standalone-preload.js'), 'utf8');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Status</title>
    <!-- The deployment's settings (API origin, default page): edit config.js, not this file. -->
    <script src="/config.js"></script>
    <script>${preload}</script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/** Shared code reached through the `@statusdeck/shared` barrel must not drag the console's modules in. */
const SHARED_WITHOUT_SIDE_EFFECTS = { test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false };

function common(mode: Mode): Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: __dirname,
    devtool: production ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // ~1 KB instead of ~17 KB gzipped: the lookups, interpolation and plurals the page uses (shared's i18n/lite/).
      alias: {
        i18next$: path.join(LITE_I18N, 'i18next.ts'),
        'react-i18next$': path.join(LITE_I18N, 'react-i18next.tsx'),
      },
    },
    module: {
      rules: [
        swcRule(production),
        SHARED_WITHOUT_SIDE_EFFECTS,
        { test: /\.(svg|png)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __PUBLIC_STRINGS__: JSON.stringify(publicStrings()),
        // A constant the parser folds, so the locale-file fallback of src/entries/public-strings.ts goes.
        __PUBLIC_STRINGS_INLINED__: 'true',
      }),
    ],
    performance: { hints: false },
    dependencies: ['federated'],
  };
}

/** Writes the hydration entry's files (relative to dist/) for the server's script tags. */
class ClientAssetsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ClientAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ClientAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = [...(compilation.entrypoints.get(HYDRATE_ENTRY)?.getFiles() ?? [])].filter((file) =>
            file.endsWith('.js'),
          );
          const json = JSON.stringify({ [HYDRATE_ENTRY]: { scripts: files } }, null, 2);
          compilation.emitAsset(CLIENT_ASSETS_FILE, new rspack.sources.RawSource(json));
        },
      );
    });
  }
}

function leanConfig(mode: Mode): Configuration {
  const base = common(mode);
  const hashed = mode === 'production' ? '.[contenthash:8]' : '';
  return {
    ...base,
    name: 'lean',
    target: 'web',
    entry: {
      [HYDRATE_ENTRY]: './src/entries/hydrate-main.ts',
      standalone: './src/entries/standalone-main.ts',
    },
    output: {
      path: DIST,
      // Absolute: the standalone index.html also answers deep links such as /public-page/incident/7.
      publicPath: '/',
      filename: `lean/[name]${hashed}.js`,
      chunkFilename: `lean/[name]${hashed}.js`,
      assetModuleFilename: `lean/assets/[name]${hashed}[ext]`,
      clean: false,
    },
    // One file per page: nothing is loaded on demand, so nothing waits behind the entry.
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [
      ...(base.plugins ?? []),
      new rspack.HtmlRspackPlugin({
        templateContent: standaloneHtml(),
        filename: 'index.html',
        chunks: ['standalone'],
        inject: 'head',
        scriptLoading: 'defer',
        favicon: FAVICON,
        publicPath: '/',
      }),
      // config.js is the deployer's file: copied as written (comments kept), never minified.
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(__dirname, 'public'), to: DIST, info: { minimized: true } }],
      }),
      new ClientAssetsPlugin(),
    ],
  };
}

function ssrConfig(mode: Mode): Configuration {
  const base = common(mode);
  return {
    ...base,
    name: 'ssr',
    target: 'node',
    entry: { render: './src/entries/ssr-render.tsx' },
    output: {
      path: path.join(DIST, 'ssr'),
      filename: 'render.cjs',
      library: { type: 'commonjs2' },
      clean: false,
    },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
  };
}

function resolveMode(env: CliEnv, argv: CliArgv): Mode {
  if (argv.mode === 'production' || argv.mode === 'development') return argv.mode;
  return env.RSPACK_SERVE ? 'development' : 'production';
}

export default (env: CliEnv = {}, argv: CliArgv = {}): Configuration | Configuration[] => {
  const remote = federated(env, argv);
  if (env.RSPACK_SERVE) return remote;
  const mode = resolveMode(env, argv);
  return [
    {
      ...remote,
      name: 'federated',
      // dist/index.html is the standalone page (lean compiler); the host needs only the manifest.
      plugins: (remote.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'HtmlRspackPlugin'),
    },
    leanConfig(mode),
    ssrConfig(mode),
  ];
};
