import { publicPagePaths } from '@statusdeck/shared/public-site/paths';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contrast, readableOn, textOn } from './colour';
import { incidentDetail, NOW, pageInfo, snapshot } from './testing/fixtures';
import { initPublicI18n, renderPublic } from './testing/render-public';
import { brandStyle, DARK, LIGHT, TONES } from './theme';

beforeAll(initPublicI18n);

it("opens in the page's default language", () => {
  renderPublic({
    view: { kind: 'page', snapshot: snapshot({ page: pageInfo({ default_language: 'ru' }) }) },
    now: NOW,
  });
  expect(screen.getByText('Все системы работают')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Компоненты' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
  expect(screen.queryByText('All Systems Operational')).not.toBeInTheDocument();
});

it('links to each language with ?lang= for visitors without JavaScript', () => {
  renderPublic({ view: { kind: 'incident', detail: incidentDetail() }, now: NOW });
  const nav = screen.getByRole('navigation', { name: 'Language' });
  expect(nav).toBeVisible();
  expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute(
    'href',
    '/public-page/incident/inc-1?page=acme&lang=ru',
  );
  expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
});

it('switches the language in place, keeps it in the address and in the links', async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/public-page?page=acme');
  renderPublic({ view: { kind: 'page', snapshot: snapshot() }, now: NOW });
  await user.click(screen.getByRole('link', { name: 'Русский' }));
  expect(screen.getByText('Все системы работают')).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Прошедшие инциденты' })).toBeVisible();
  expect(window.location.search).toBe('?page=acme&lang=ru');
  expect(screen.getByRole('link', { name: 'История инцидентов' })).toHaveAttribute(
    'href',
    '/public-page/history?page=acme&lang=ru',
  );
  expect(screen.getByText('Прошедшие инциденты').closest('[lang]')).toHaveAttribute('lang', 'ru');
  await user.click(screen.getByRole('link', { name: 'English' }));
  expect(screen.getByText('All Systems Operational')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Incident history' })).toHaveAttribute(
    'href',
    '/public-page/history?page=acme',
  );
});

it('hands an in-place switch to the caller when asked', async () => {
  const user = userEvent.setup();
  const onLanguageChange = jest.fn();
  renderPublic({ view: { kind: 'page', snapshot: snapshot() }, now: NOW, lang: 'ru', onLanguageChange });
  expect(screen.getByText('Все системы работают')).toBeVisible();
  await user.click(screen.getByRole('link', { name: 'English' }));
  expect(onLanguageChange).toHaveBeenCalledWith('en', '/public-page?page=acme&lang=en');
  expect(screen.getByText('All Systems Operational')).toBeVisible();
});

it('builds links for a custom domain or the standalone deployment', () => {
  const links = publicPagePaths({ base: '' });
  expect(links.page()).toBe('/');
  expect(links.page('ru')).toBe('/?lang=ru');
  expect(links.incident('a/b')).toBe('/incident/a%2Fb');
  expect(links.history('c 1')).toBe('/history?cursor=c+1');
  expect(links.subscribe()).toBe('/subscribe');
  expect(publicPagePaths({ slug: 'a&b' }).page()).toBe('/public-page?page=a%26b');
});

describe('colours', () => {
  const backgrounds = (p: typeof LIGHT) => [p.bg, p.surface, p.subtle];

  it.each([
    ['light', LIGHT],
    ['dark', DARK],
  ] as const)('reach AA for every text and status colour in the %s theme', (_, palette) => {
    for (const bg of backgrounds(palette)) {
      expect(contrast(palette.text, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.muted, bg)).toBeGreaterThanOrEqual(4.5);
      for (const tone of TONES) {
        expect([tone, bg, contrast(palette.tones[tone].text, bg) >= 4.5]).toEqual([tone, bg, true]);
      }
    }
  });

  it.each([
    ['light', LIGHT],
    ['dark', DARK],
  ] as const)('puts readable text on every status fill in the %s theme (banner)', (_, palette) => {
    for (const tone of TONES) {
      const fill = palette.tones[tone].fill;
      expect([tone, contrast(fill, textOn(fill)) >= 4.5]).toEqual([tone, true]);
    }
  });

  it('adjusts any brand colour to AA in both themes', () => {
    for (const brand of ['#ffff00', '#000000', '#6554c0', '#00b8d9', 'not a colour', '#fff']) {
      const style = brandStyle(brand) as Record<string, string>;
      for (const bg of backgrounds(LIGHT))
        expect(contrast(style['--sd-brand-light'] ?? '', bg)).toBeGreaterThanOrEqual(4.5);
      for (const bg of backgrounds(DARK))
        expect(contrast(style['--sd-brand-dark'] ?? '', bg)).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(style['--sd-brand-light'] ?? '', style['--sd-on-brand-light'] ?? ''),
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(style['--sd-brand-dark'] ?? '', style['--sd-on-brand-dark'] ?? ''),
      ).toBeGreaterThanOrEqual(4.5);
    }
    // A readable brand colour stays as chosen.
    expect(readableOn('#0c66e4', '#ffffff')).toBe('#0c66e4');
  });
});
