import { publicPagePaths } from '@statusdeck/shared/public-site/paths';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { PublicPageApp } from './public-page-app';
import { NOW, pageInfo, snapshot } from './testing/fixtures';
import { initPublicI18n } from './testing/render-public';
import { DARK, LIGHT } from './theme';

beforeAll(initPublicI18n);

/** The CSS the server sends with a page in this theme (whitespace collapsed). */
function serverCss(theme: 'light' | 'dark' | 'auto'): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <PublicPageApp
          view={{ kind: 'page', snapshot: snapshot({ page: pageInfo({ theme }) }) }}
          now={NOW}
          links={publicPagePaths({ slug: 'acme' })}
        />,
      ),
    );
    return sheet.getStyleTags().replace(/\s+/g, ' ');
  } finally {
    sheet.seal();
  }
}

const rule = (selector: string, bg: string) =>
  new RegExp(`${selector} ?\\{[^}]*background: ?${bg}`.replace(/ /g, ' ?'));

it("paints html and body in a dark page's background with no browser margin, before any script runs", () => {
  const css = serverCss('dark');
  expect(css).toMatch(rule(':root', DARK.bg));
  expect(css).toMatch(/:root body ?\{ ?margin: ?0;/);
  expect(css).toMatch(rule(':root body', DARK.bg));
  expect(css).not.toContain(`background:${LIGHT.bg}`);
});

it("paints them in a light page's background", () => {
  const css = serverCss('light');
  expect(css).toMatch(/:root body ?\{ ?margin: ?0;/);
  expect(css).toMatch(rule(':root body', LIGHT.bg));
  expect(css).not.toContain(`background:${DARK.bg}`);
});

it('follows the system for an automatic theme: light, dark under prefers-color-scheme: dark', () => {
  const css = serverCss('auto');
  const [plain, dark] = css.split(/@media \(prefers-color-scheme: ?dark\)/);
  expect(plain).toMatch(rule(':root body', LIGHT.bg));
  expect(dark).toMatch(rule(':root body', DARK.bg));
  expect(dark).toMatch(/color-scheme: ?dark/);
});
