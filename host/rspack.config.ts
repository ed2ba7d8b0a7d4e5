import type { Configuration } from '@rspack/core';
import { createAppConfig, earlyScript, ssrRendererConfig, withEarlyScript } from '../rspack.base';

/** Where the server finds the renderer of the console's frame (server/src/modules/frontend/console-home.ts). */
export const CONSOLE_FRAME_RENDERER = 'ssr/console-frame.cjs';

const early = earlyScript(__dirname);
const app = withEarlyScript(createAppConfig({ dir: __dirname, title: 'Statusdeck', early }), early);

/** In production also the node renderer of the signed-in frame (src/entries/console-frame-ssr.tsx). */
export default (
  env: Record<string, unknown> = {},
  argv: { mode?: string } = {},
): Configuration | Configuration[] => {
  const built = app(env, argv);
  if (!Array.isArray(built)) return built;
  return [
    ...built,
    ssrRendererConfig({
      dir: __dirname,
      entry: './src/entries/console-frame-ssr.tsx',
      file: CONSOLE_FRAME_RENDERER,
      after: 'main',
    }),
  ];
};
