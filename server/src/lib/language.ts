import { LANGUAGES, type Language } from './enums';

/** The language a mail or a server-rendered screen is written in. */
export type MailLanguage = Language;

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** Picks ru when Accept-Language ranks Russian above English, en otherwise. */
export function preferredLanguage(acceptLanguage: string | undefined): MailLanguage {
  let best: { language: MailLanguage; quality: number } = { language: 'en', quality: 0 };
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (!isLanguage(primary)) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (quality > best.quality) best = { language: primary, quality };
  }
  return best.language;
}
