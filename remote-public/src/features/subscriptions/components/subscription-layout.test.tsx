import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { initPublicI18n } from '../../public-page/testing/render-public';
import { SubscriptionLayout, withLanguage } from './subscription-layout';

beforeAll(initPublicI18n);

/** The CSS the server sends with a subscription screen (whitespace removed). */
function serverCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <SubscriptionLayout lang="en" backHref="/public-page?page=acme">
          <h1>Title</h1>
          <p>Intro</p>
          <hr />
        </SubscriptionLayout>,
      ),
    );
    return sheet.getStyleTags().replace(/\s+/g, '');
  } finally {
    sheet.seal();
  }
}

it('owns the document without the browser margin, wraps long addresses and styles the divider', () => {
  const css = serverCss();
  expect(css).toContain('body{margin:0;}');
  expect(css).toContain('overflow-wrap:anywhere;');
  expect(css).toMatch(/hr\{margin:24px016px;border:0;border-top:1pxsolidvar\(--sd-border\);\}/);
  expect(css).toMatch(/>p\+form,[^{]*\{margin-top:20px;\}/);
});

it('adds the language to the status page address, keeping its query and fragment', () => {
  expect(withLanguage('/public-page?page=acme', 'ru')).toBe('/public-page?page=acme&lang=ru');
  expect(withLanguage('/public-page?page=acme&lang=en', 'ru')).toBe('/public-page?page=acme&lang=ru');
  expect(withLanguage('/', 'en')).toBe('/?lang=en');
  expect(withLanguage('https://status.example.com/#top', 'ru')).toBe(
    'https://status.example.com/?lang=ru#top',
  );
});
