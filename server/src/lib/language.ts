export type MailLanguage = 'en' | 'ru';

/** Picks ru when Accept-Language ranks Russian above English, en otherwise. */
export function preferredLanguage(acceptLanguage: string | undefined): MailLanguage {
  let best: { language: MailLanguage; quality: number } = { language: 'en', quality: 0 };
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'en' && primary !== 'ru') continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (quality > best.quality) best = { language: primary, quality };
  }
  return best.language;
}
