import {
  DARK_TONES,
  indicatorTone,
  LIGHT_TONES,
  statusTone,
  TONES,
  type Tone,
} from '@statusdeck/shared/public-site/status-colours';
import type { CSSProperties } from 'react';
import { readableOn, textOn } from './colour';

/**
 * The public page's own theme: CSS custom properties on its root element, so the light, dark and
 * automatic (prefers-color-scheme) themes are decided by CSS before any script runs — no flash,
 * and the server's HTML already has the right colours. Nothing here comes from the console's theme.
 */
export { indicatorTone, statusTone, TONES, type Tone };

interface Palette {
  bg: string;
  surface: string;
  subtle: string;
  text: string;
  muted: string;
  border: string;
  focus: string;
  /** Status text colours (AA on bg and surface) and solid fills (banner, bars). */
  tones: Readonly<Record<Tone, { readonly text: string; readonly fill: string }>>;
}

export const LIGHT: Palette = {
  bg: '#ffffff',
  surface: '#ffffff',
  subtle: '#f4f5f7',
  text: '#172b4d',
  muted: '#505f79',
  border: '#dcdfe4',
  focus: '#0c66e4',
  tones: LIGHT_TONES,
};

export const DARK: Palette = {
  bg: '#161a1d',
  surface: '#1d2125',
  subtle: '#22272b',
  text: '#dee4ea',
  muted: '#a1acb9',
  border: '#38414a',
  focus: '#85b8ff',
  tones: DARK_TONES,
};

/** `var(--sd-…)` references for styled components. */
export const v = {
  bg: 'var(--sd-bg)',
  surface: 'var(--sd-surface)',
  subtle: 'var(--sd-subtle)',
  text: 'var(--sd-text)',
  muted: 'var(--sd-muted)',
  border: 'var(--sd-border)',
  focus: 'var(--sd-focus)',
  brand: 'var(--sd-brand)',
  onBrand: 'var(--sd-on-brand)',
  toneText: (tone: Tone) => `var(--sd-${tone}-text)`,
  toneFill: (tone: Tone) => `var(--sd-${tone}-fill)`,
  toneOn: (tone: Tone) => `var(--sd-${tone}-on)`,
} as const;

export const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

function paletteCss(palette: Palette, brandVar: string, onBrandVar: string): string {
  const tones = TONES.map(
    (tone) =>
      `--sd-${tone}-text:${palette.tones[tone].text};--sd-${tone}-fill:${palette.tones[tone].fill};--sd-${tone}-on:${textOn(palette.tones[tone].fill)};`,
  ).join('');
  return `--sd-bg:${palette.bg};--sd-surface:${palette.surface};--sd-subtle:${palette.subtle};--sd-text:${palette.text};--sd-muted:${palette.muted};--sd-border:${palette.border};--sd-focus:${palette.focus};--sd-brand:var(${brandVar});--sd-on-brand:var(${onBrandVar});${tones}`;
}

/** The CSS of the root element: light by default, dark when asked or (auto) when the system is. */
export const themeCss = `
  ${paletteCss(LIGHT, '--sd-brand-light', '--sd-on-brand-light')}
  color-scheme: light;
  &[data-theme='dark'] { ${paletteCss(DARK, '--sd-brand-dark', '--sd-on-brand-dark')} color-scheme: dark; }
  @media (prefers-color-scheme: dark) {
    &[data-theme='auto'] { ${paletteCss(DARK, '--sd-brand-dark', '--sd-on-brand-dark')} color-scheme: dark; }
  }
`;

/** The brand colour for text and buttons in both themes, adjusted to AA contrast. */
export function brandStyle(brandColor: string | undefined): CSSProperties {
  const light = readableOn(brandColor ?? '#0c66e4', LIGHT.subtle);
  const dark = readableOn(brandColor ?? '#0c66e4', DARK.subtle);
  return {
    '--sd-brand-light': light,
    '--sd-on-brand-light': textOn(light),
    '--sd-brand-dark': dark,
    '--sd-on-brand-dark': textOn(dark, '#161a1d'),
  } as CSSProperties;
}

export type PublicTheme = 'light' | 'dark' | 'auto';

function documentCss(palette: Palette, scheme: 'light' | 'dark'): string {
  return `:root { color-scheme: ${scheme}; background: ${palette.bg}; } :root body { margin: 0; background: ${palette.bg}; }`;
}

/**
 * The document's own background (html and body) in the page's theme, and no default body margin:
 * without it a dark page sits in the browser's white 8 px frame, and overscrolling shows white.
 * `:root` outranks a plain `html`/`body` rule, so inside the console (whose global style paints the
 * body in the console's theme) the public page's colours win while it is on screen.
 */
export function documentThemeCss(theme: PublicTheme): string {
  if (theme === 'dark') return documentCss(DARK, 'dark');
  if (theme === 'light') return documentCss(LIGHT, 'light');
  return `${documentCss(LIGHT, 'light')} @media (prefers-color-scheme: dark) { ${documentCss(DARK, 'dark')} }`;
}
