/**
 * badge.svg: the page's overall status as a shields.io-style badge ("status | All Systems Operational"),
 * coloured by indicator. Styles: the default is shields' classic look (rounded, a light gradient and a text
 * shadow); `flat` drops the gradient and shadow; `flat-square` also the rounded corners. A static document:
 * no script, no external reference; `<title>` and `aria-label` carry the text for screen readers.
 */
import type { PublicIndicator, PublicStatus } from '../snapshot/snapshot-types';
import { xmlText } from './xml';

export const BADGE_STYLES = ['flat', 'flat-square'] as const;
export type BadgeStyle = 'default' | (typeof BADGE_STYLES)[number];

/** shields.io's named colours: brightgreen, yellow, orange, red, blue. */
export const BADGE_COLORS: Record<PublicIndicator, string> = {
  none: '#4c1',
  minor: '#dfb317',
  major: '#fe7d37',
  critical: '#e05d44',
  maintenance: '#007ec6',
};

export const BADGE_LABEL = 'status';
const LABEL_COLOR = '#555';

/** Advance widths of Verdana at 11px (what shields.io measures with), by character; others count 7. */
const WIDTHS: Record<string, number> = {
  ' ': 3.9,
  a: 6.8,
  b: 6.9,
  c: 5.9,
  d: 6.9,
  e: 6.6,
  f: 3.9,
  g: 6.9,
  h: 7,
  i: 3,
  j: 3.8,
  k: 6.5,
  l: 3,
  m: 10.7,
  n: 7,
  o: 6.7,
  p: 6.9,
  q: 6.9,
  r: 4.7,
  s: 5.7,
  t: 4.3,
  u: 7,
  v: 6.5,
  w: 9,
  x: 6.5,
  y: 6.5,
  z: 5.8,
  I: 4.6,
  M: 9.2,
  W: 10.9,
  '.': 3.9,
  ',': 3.9,
  ':': 4.5,
  '-': 4.9,
};

export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDTHS[char] ?? (/[A-Z0-9]/.test(char) ? 7.5 : 7);
  return Math.ceil(width);
}

export function renderBadge(status: PublicStatus, style: BadgeStyle): string {
  const label = BADGE_LABEL;
  const message = status.description;
  const color = BADGE_COLORS[status.indicator];
  const labelWidth = textWidth(label) + 10;
  const messageWidth = textWidth(message) + 10;
  const width = labelWidth + messageWidth;
  const radius = style === 'flat-square' ? 0 : 3;
  const classic = style === 'default';
  const accessible = xmlText(`${label}: ${message}`);
  const text = (x: number, value: string) => {
    const escaped = xmlText(value);
    const shadow = classic ? `<text x="${x}" y="15" fill="#010101" fill-opacity=".3">${escaped}</text>` : '';
    return `${shadow}<text x="${x}" y="14">${escaped}</text>`;
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${accessible}">` +
    `<title>${accessible}</title>` +
    (classic
      ? '<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/>' +
        '<stop offset="1" stop-opacity=".1"/></linearGradient>'
      : '') +
    `<clipPath id="r"><rect width="${width}" height="20" rx="${radius}" fill="#fff"/></clipPath>` +
    `<g clip-path="url(#r)"><rect width="${labelWidth}" height="20" fill="${LABEL_COLOR}"/>` +
    `<rect x="${labelWidth}" width="${messageWidth}" height="20" fill="${color}"/>` +
    (classic ? `<rect width="${width}" height="20" fill="url(#s)"/>` : '') +
    '</g><g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" ' +
    'text-rendering="geometricPrecision" font-size="11">' +
    text(labelWidth / 2, label) +
    text(labelWidth + messageWidth / 2, message) +
    '</g></svg>\n'
  );
}
