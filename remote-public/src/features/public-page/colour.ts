/**
 * Colour arithmetic for the public page's theme: the page's brand colour is adjusted until text
 * in it reaches WCAG AA (4.5:1) on the page's background, in the light and the dark theme.
 */
type Rgb = [number, number, number];

export function parseHex(value: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const hex =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((c) => c + c)
          .join('')
      : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance(rgb: Rgb): number {
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/** WCAG contrast ratio of two hex colours (1..21). */
export function contrast(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => a[i as 0] + (b[i as 0] - a[i as 0]) * amount) as Rgb;
}

/**
 * The brand colour, moved towards black (light background) or white (dark background) in small
 * steps until it reaches `ratio` against `background`. An unreadable value falls back to blue.
 */
export function readableOn(color: string, background: string, ratio = 4.5): string {
  const base = parseHex(color) ?? parseHex('#0c66e4');
  const bg = parseHex(background);
  if (!base || !bg) return '#0c66e4';
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step <= 20; step++) {
    const candidate = toHex(mix(base, target, step / 20));
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return toHex(target);
}

/** Black-ish or white text, whichever reads better on `background`. */
export function textOn(background: string, dark = '#172b4d', light = '#ffffff'): string {
  return contrast(dark, background) >= contrast(light, background) ? dark : light;
}
