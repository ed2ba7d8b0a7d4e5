import { expect, type Page, test } from '@playwright/test';
import { publicPagePaths } from '../../shared/src/public-site/paths.cjs';
import { createPublishedPage, publicIncidentPath, publicPagePath } from '../testing/public-page';

// Links on the public surfaces (in the brand colour or the text's) must never take the browser's own link
// colours (blue, and purple once visited). Chromium hides :visited styles from scripts, so what can be
// checked is the cause: a link whose colour the page sets is drawn in it visited or not; one left to the
// browser reads as -webkit-link, rgb(0, 0, 238).
const BROWSER_LINK_COLOURS = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'];

/** Every visible link on the page whose colour is the browser's, with its text. */
async function linksInBrowserColours(page: Page): Promise<string[]> {
  return page.evaluate((colours) => {
    const found: string[] = [];
    for (const link of Array.from(document.querySelectorAll('a[href]'))) {
      const box = link.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (colours.includes(getComputedStyle(link).color))
        found.push(link.textContent?.trim() || link.outerHTML);
    }
    return found;
  }, BROWSER_LINK_COLOURS);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('no link on the public page, an incident, the history or the subscribe screen is in browser colours', async ({
      page,
      request,
    }) => {
      const site = await createPublishedPage(request, { label: `links-${javaScriptEnabled}` });
      const brand = await request.patch(`/v1/pages/${site.id}`, {
        headers: site.owner.headers,
        data: { brand_color: '#b5179e' },
      });
      expect(brand.status()).toBe(200);
      const paths = publicPagePaths({ slug: site.slug });
      for (const path of [
        publicPagePath(site.slug),
        publicIncidentPath(site.slug, site.incidentId),
        paths.history(),
        paths.subscribe(),
        publicPagePath(site.slug, 'ru'),
      ]) {
        await page.goto(path);
        await expect(page.getByRole('link').first()).toBeVisible();
        expect(await linksInBrowserColours(page), path).toEqual([]);
      }
    });
  });
}
