/**
 * The server-side renderer of the public page (built to dist/ssr/render.cjs, loaded by the server's
 * public-render module). Same tree as the browser's hydration entry, so the markup matches.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { documentHead, type PublicHead } from './document-head';
import { EMBEDDED_INPUT_ID, serializeForScript } from './embedded-input';
import { installIntlCache } from './intl-cache';
import { createPublicI18n } from './public-i18n';
import { PublicRoot } from './public-root';

installIntlCache();

import type { PublicLanguage, PublicRenderInput } from './render-input';

export type { PublicHead } from './document-head';
export type { PublicRenderInput } from './render-input';

/**
 * `html`: the markup of #root; `styleTags`: its styled-components CSS as <style> elements; `head`: the
 * document title and description (plain text, escape when writing); `embedded`: the input as an inert
 * JSON <script> element for the hydration bundle.
 */
export type PublicRenderOutput = { html: string; styleTags: string; head: PublicHead; embedded: string };

export { EMBEDDED_INPUT_ID, serializeForScript };

const instances = new Map<PublicLanguage, ReturnType<typeof createPublicI18n>>();

function i18nFor(language: PublicLanguage) {
  let instance = instances.get(language);
  if (!instance) {
    instance = createPublicI18n(language);
    instances.set(language, instance);
  }
  return instance;
}

export function render(input: PublicRenderInput): PublicRenderOutput {
  const i18n = i18nFor(input.language);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<PublicRoot input={input} i18n={i18n} />));
    const embedded = `<script type="application/json" id="${EMBEDDED_INPUT_ID}">${serializeForScript(input)}</script>`;
    return { html, styleTags: sheet.getStyleTags(), head: documentHead(input, i18n), embedded };
  } finally {
    sheet.seal();
  }
}
