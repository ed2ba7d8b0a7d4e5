/**
 * Reuses Intl formatters. Constructing an Intl.DateTimeFormat or NumberFormat costs ~0.1–0.3 ms (locale
 * data lookup), and the page formats a date and a percentage per uptime bar: 90 bars per component made
 * formatter construction ~90% of a server render (hundreds of ms for ten components) and a large share
 * of hydration on a slow phone. Formatters are immutable, so one per (locales, options) is enough.
 * Installed by the lean entries and the SSR renderer only; `instanceof` and the static methods still work.
 */
type FormatterClass = typeof Intl.DateTimeFormat | typeof Intl.NumberFormat;

const MAX_FORMATTERS = 500;
let installed = false;

function cached<T extends FormatterClass>(Original: T): T {
  const formatters = new Map<string, unknown>();
  function Cached(locales?: unknown, options?: unknown) {
    const key = JSON.stringify([locales ?? null, options ?? null]);
    let formatter = formatters.get(key);
    if (!formatter) {
      if (formatters.size >= MAX_FORMATTERS) formatters.clear();
      formatter = new (Original as unknown as new (l?: unknown, o?: unknown) => unknown)(locales, options);
      formatters.set(key, formatter);
    }
    return formatter;
  }
  Object.setPrototypeOf(Cached, Original);
  Cached.prototype = Original.prototype;
  return Cached as unknown as T;
}

export function installIntlCache(): void {
  if (installed) return;
  installed = true;
  Intl.DateTimeFormat = cached(Intl.DateTimeFormat);
  Intl.NumberFormat = cached(Intl.NumberFormat);
}
