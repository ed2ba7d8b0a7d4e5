import type { MailLanguage } from '../../lib/language';

type Unit = 'hour' | 'minute' | 'second';

/** The unit's word for each plural category of the language (English has one and other only). */
const WORDS: Record<MailLanguage, Record<Unit, Partial<Record<Intl.LDMLPluralRule, string>>>> = {
  en: {
    hour: { one: 'hour', other: 'hours' },
    minute: { one: 'minute', other: 'minutes' },
    second: { one: 'second', other: 'seconds' },
  },
  ru: {
    hour: { one: 'час', few: 'часа', many: 'часов', other: 'часа' },
    minute: { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' },
    second: { one: 'секунду', few: 'секунды', many: 'секунд', other: 'секунды' },
  },
};

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * How long deliveries were retried, in words ("24 hours", "5 минут"), in the largest unit the span
 * reaches: hours from an hour up, minutes under an hour, seconds under a minute, rounded to the nearest
 * whole one and never less than one. Russian words are in the accusative ("за 1 минуту").
 */
export function retrySpan(language: MailLanguage, retriedForMs: number): string {
  const [unit, size]: [Unit, number] =
    retriedForMs >= HOUR ? ['hour', HOUR] : retriedForMs >= MINUTE ? ['minute', MINUTE] : ['second', 1000];
  const count = Math.max(1, Math.round(retriedForMs / size));
  const words = WORDS[language][unit];
  const word = words[new Intl.PluralRules(language).select(count)] ?? words.other;
  return `${count} ${word}`;
}
