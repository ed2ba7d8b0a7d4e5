/**
 * remote-auth builds the module-federation remote the host mounts (rspack.base.ts) and, in production:
 * - `prerender`: dist/ssr/sign-in.cjs, the node renderer of the sign-in screen the server sends as HTML
 *   before any script arrives (src/entries/sign-in-prerender.tsx);
 * - `lean`: dist/lean/sign-in-page.[hash].js, the non-federated sign-in page that takes over from that
 *   HTML (src/entries/sign-in-page.tsx: React, styled-components, the screen and its forms, the screen's
 *   strings of every language inlined; no router, no federation runtime); dist/ssr/sign-in-page.json
 *   names its files for the server.
 * Both run after `federated`, whose `output.clean` empties dist/ first. `rspack serve` (dev) builds the
 * remote only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Compiler, type Configuration, type RspackPluginInstance, rspack } from '@rspack/core';
import { LANGUAGES } from '@statusdeck/shared/contract';
import { appByFolder, createAppConfig, ssrRendererConfig, swcRule } from '../rspack.base';
import { pickSignInStrings } from './src/entries/sign-in-strings';

type CliEnv = Record<string, unknown>;
type CliArgv = { mode?: string };

/** Where the server finds the renderer (server/src/modules/frontend/sign-in-shell.ts reads the same path). */
export const SIGN_IN_PRERENDER = 'ssr/sign-in.cjs';
/** The lean page's scripts, for the server's script tags (server/src/modules/frontend/sign-in-shell.ts). */
export const SIGN_IN_PAGE_ASSETS = 'ssr/sign-in-page.json';
const SIGN_IN_PAGE_ENTRY = 'sign-in-page';
const LITE_I18N = path.join(__dirname, '..', 'shared', 'src', 'i18n', 'lite');

const federated = createAppConfig({
  dir: __dirname,
  title: 'Statusdeck — sign in (dev)',
  exposes: {
    './AuthScreen': './src/app/auth-screen.tsx',
    './RequestResetScreen': './src/app/request-reset-screen.tsx',
    './ResetPasswordScreen': './src/app/reset-password-screen.tsx',
    './ActivateScreen': './src/app/activate-screen.tsx',
    './InvitationScreen': './src/app/invitation-screen.tsx',
  },
});

/** The screen's strings of every language (src/entries/sign-in-strings.ts), from the locale files. */
function signInStrings(): Record<string, unknown> {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const file = path.join(__dirname, '..', 'locales', language, 'translation.json');
      return [language, pickSignInStrings(JSON.parse(readFileSync(file, 'utf8')))];
    }),
  );
}

/** Writes the lean entry's scripts (paths under the remote's mount) to SIGN_IN_PAGE_ASSETS. */
class SignInPageAssetsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SignInPageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SignInPageAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = [...(compilation.entrypoints.get(SIGN_IN_PAGE_ENTRY)?.getFiles() ?? [])];
          const scripts = files.filter((file) => file.endsWith('.js'));
          compilation.emitAsset(
            SIGN_IN_PAGE_ASSETS,
            new rspack.sources.RawSource(JSON.stringify({ scripts })),
          );
        },
      );
    });
  }
}

function leanConfig(): Configuration {
  return {
    name: 'lean',
    mode: 'production',
    context: __dirname,
    target: 'web',
    devtool: false,
    entry: { [SIGN_IN_PAGE_ENTRY]: './src/entries/sign-in-page-main.ts' },
    output: {
      path: path.join(__dirname, 'dist'),
      // Served under the remote's mount, as the rest of its dist (immutable: hashed names).
      publicPath: appByFolder(path.basename(__dirname)).mountPrefix,
      filename: 'lean/[name].[contenthash:8].js',
      chunkFilename: 'lean/[name].[contenthash:8].js',
      clean: false,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // ~3 KB instead of ~25 KB gzipped: the lookups, language choice and Trans the screen uses.
      alias: {
        i18next$: path.join(LITE_I18N, 'i18next.ts'),
        'react-i18next$': path.join(LITE_I18N, 'react-i18next.tsx'),
        'i18next-browser-languagedetector$': path.join(LITE_I18N, 'language-detector.ts'),
      },
    },
    module: {
      rules: [
        swcRule(true),
        // The shared barrel's modules are free of side effects: only what the page uses is bundled.
        { test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false },
        { test: /\.(svg|png)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ __SIGN_IN_STRINGS__: JSON.stringify(signInStrings()) }),
      new SignInPageAssetsPlugin(),
    ],
    // One file: nothing is loaded on demand, so nothing waits behind the entry.
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    dependencies: ['federated'],
  };
}

export default (env: CliEnv = {}, argv: CliArgv = {}): Configuration | Configuration[] => {
  const remote = federated(env, argv);
  if (env.RSPACK_SERVE) return remote;
  return [
    { ...remote, name: 'federated' },
    ssrRendererConfig({
      dir: __dirname,
      entry: './src/entries/sign-in-prerender.tsx',
      file: SIGN_IN_PRERENDER,
      after: 'federated',
    }),
    leanConfig(),
  ];
};
