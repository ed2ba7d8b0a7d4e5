import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../testing/accounts';
import { createPublishedPage } from '../testing/public-page';

// An incident's text may be written in every language of the product: the page's default language
// first and required, the others optional. On a 390 px phone the tabs fit, work by keyboard, and the
// timeline says which updates readers of the other language will get in the default one.

const PHONE = { width: 390, height: 844 };

async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('on a phone, the report form, the composer and the timeline offer each language by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const site = await createPublishedPage(request, { label: 'languages' });
  await page.setViewportSize(PHONE);
  await signIn(page, site.email);

  await test.step('the report form: English first and default, Russian optional, by arrow keys', async () => {
    await page.goto(`/statuspages/${site.id}/incidents/add`);
    const tabs = page.getByRole('tablist', { name: 'Language of the text' });
    const english = tabs.getByRole('tab', { name: 'English default' });
    await expect(english).toHaveAttribute('aria-selected', 'true');
    await english.focus();
    await page.keyboard.press('ArrowRight');
    const russian = tabs.getByRole('tab', { name: 'Russian optional — falls back to English' });
    await expect(russian).toBeFocused();
    await expect(russian).toHaveAttribute('aria-selected', 'true');
    await expect(russian).toBeInViewport({ ratio: 1 });
    await expect(english).toBeInViewport({ ratio: 1 });
    // From the tab, Tab goes into its panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type('Оплата не работает');
    await fitsThePhone(page);
  });

  await test.step('the incident: the composer has the tabs, the timeline notes the missing Russian text', async () => {
    await page.goto(`/statuspages/${site.id}/incidents/${site.incidentId}`);
    const composer = page.getByRole('form', { name: 'Post an update' });
    await expect(composer.getByRole('tab', { name: 'English default' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const entries = page.getByRole('listitem').filter({ hasText: 'No Russian text — readers get English' });
    await expect(entries).toHaveCount(2);
    const toggle = page.getByRole('tablist', { name: 'Show the text readers get in' });
    await toggle.getByRole('tab', { name: 'English' }).focus();
    await page.keyboard.press('End');
    await expect(toggle.getByRole('tab', { name: 'Russian' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No Russian name — readers get English')).toBeVisible();
    await fitsThePhone(page);
  });
});
