import { formatBillingDate, formatMoney, localeOf } from '@statusdeck/shared/time';
import type { PlanName } from '../../lib/enums';
import type { MailLanguage } from '../../lib/language';
import { RENEWAL_RETRY_DAYS } from '../billing/billing-terms';
import { PLAN_LABEL } from '../billing/invoice-copy';
import { type Copy, renderCopy } from './templates';

export type BillingMailKind = 'renewal_failed' | 'lapsed' | 'usage_80' | 'usage_100';

/** What the owners are told; the template writes the plan, dates and the retry days in the mail's language. */
type Facts = {
  plan: PlanName;
  organization: string;
  /** A failed renewal's next try, and whether it is the last. */
  nextRetry?: Date;
  lastTry?: boolean;
  /** The renewal's declined charge: its amount and the card it was tried on (none without a usable card). */
  charge?: { amountCents: number; card: string };
  /** Usage warnings: the limit's name, how many are used and how many the plan allows. */
  metric?: string;
  used?: number;
  max?: number;
};

/** The limits' names as a mail says them (usage-warnings.ts records the limit's key). */
const LIMIT_WORDS: Record<MailLanguage, Record<string, string>> = {
  en: {
    pages: 'status pages',
    components_per_page: 'components on a page',
    subscribers_per_page: 'subscribers of a page',
    members: 'members',
    api_tokens: 'API tokens',
    viewers_per_page: 'viewers of a page',
  },
  ru: {
    pages: 'страницы статуса',
    components_per_page: 'компоненты одной страницы',
    subscribers_per_page: 'подписчики одной страницы',
    members: 'участники',
    api_tokens: 'API-токены',
    viewers_per_page: 'зрители одной страницы',
  },
};

/** The facts as the copy writes them. */
type Written = {
  plan: string;
  organization: string;
  nextRetry?: string;
  lastTry?: boolean;
  /** "US$29.00 to Visa •••• 0341" / "29,00 $ с карты Visa •••• 0341", when a charge was tried. */
  charge?: { amount: string; card: string };
  /** "1, 3 and 5" / "1, 3 и 5": the retry schedule's days. */
  retryDays: string;
  metric?: string;
  used?: number;
  max?: number;
};

const COPY: Record<MailLanguage, Record<BillingMailKind, (facts: Written) => Copy>> = {
  en: {
    renewal_failed: ({ plan, organization, nextRetry, lastTry, retryDays, charge }) => ({
      subject: `Payment for your Statusdeck ${plan} plan failed`,
      intro: `${charge ? `We could not charge ${charge.amount} to ${charge.card} for the next month of the ${plan} plan of ${organization}.` : `We could not charge ${organization} for the next month of the ${plan} plan: there is no card on file that can be charged.`} We will try again on ${nextRetry}${lastTry ? ': this is the last try; if it fails too, the organisation moves to the Free plan' : ` (failed renewals are tried again ${retryDays} days after the period ends; after the last one the organisation moves to the Free plan)`}. To pay now, add a card or make another card the default on the subscription screen: we charge it at once.`,
      action: 'Update the card',
      outro: 'Until then your plan and everything in it stays as it is.',
    }),
    lapsed: ({ plan, organization }) => ({
      subject: `${organization} is now on the Statusdeck Free plan`,
      intro: `The last try to charge the ${plan} plan failed, so ${organization} has moved to the Free plan. Nothing was deleted: status pages, components, subscribers, members and tokens beyond the Free plan's limits stay as they are, but no more of them can be added. To get the ${plan} plan back, add a card and upgrade on the subscription screen:`,
      action: 'Open the subscription',
      outro: 'If you meant to stop paying, there is nothing to do.',
    }),
    usage_80: ({ plan, metric, used, max }) => ({
      subject: `You have used ${used} of ${max} ${metric} on the Statusdeck ${plan} plan`,
      intro: `Your organisation has reached 80% of the ${plan} plan's limit for ${metric} (${used} of ${max}). When the limit is reached, no more can be added. To raise the limits, upgrade on the subscription screen:`,
      action: 'See the plans',
      outro: 'We write once per limit and period.',
    }),
    usage_100: ({ plan, metric, used, max }) => ({
      subject: `You have reached the ${metric} limit of the Statusdeck ${plan} plan`,
      intro: `Your organisation has reached the ${plan} plan's limit for ${metric}: ${used} of ${max}. No more can be added. To raise the limits, upgrade on the subscription screen:`,
      action: 'See the plans',
      outro: 'We write once per limit and period.',
    }),
  },
  ru: {
    renewal_failed: ({ plan, organization, nextRetry, lastTry, retryDays, charge }) => ({
      subject: `Не удалось оплатить тариф Statusdeck ${plan}`,
      intro: `${charge ? `Нам не удалось списать ${charge.amount} с карты ${charge.card} за следующий месяц тарифа ${plan} организации ${organization}.` : `Нам не удалось списать оплату следующего месяца тарифа ${plan} организации ${organization}: нет карты, с которой можно списать оплату.`} Мы попробуем снова ${nextRetry}${lastTry ? ': это последняя попытка; если и она не удастся, организация перейдёт на бесплатный тариф Free.' : ` (неудавшееся продление повторяется через ${retryDays} дн. после конца периода; после последней попытки организация переходит на бесплатный тариф Free).`} Чтобы оплатить сейчас, добавьте карту или сделайте основной другую карту на странице подписки: мы сразу спишем оплату с неё.`,
      action: 'Обновить карту',
      outro: 'До тех пор тариф и всё, что в нём есть, остаются как были.',
    }),
    lapsed: ({ plan, organization }) => ({
      subject: `Организация ${organization} переведена на бесплатный тариф Statusdeck Free`,
      intro: `Последняя попытка оплатить тариф ${plan} не удалась, поэтому организация ${organization} переведена на тариф Free. Ничего не удалено: страницы статуса, компоненты, подписчики, участники и токены сверх лимитов тарифа Free остаются как были, но добавлять новые нельзя. Чтобы вернуть тариф ${plan}, добавьте карту и перейдите на него на странице подписки:`,
      action: 'Открыть подписку',
      outro: 'Если вы хотели прекратить оплату, ничего делать не нужно.',
    }),
    usage_80: ({ plan, metric, used, max }) => ({
      subject: `Использовано ${used} из ${max} (${metric}) на тарифе Statusdeck ${plan}`,
      intro: `Ваша организация достигла 80% лимита тарифа ${plan} (${metric}: ${used} из ${max}). Когда лимит будет исчерпан, добавлять новые будет нельзя. Чтобы поднять лимиты, смените тариф на странице подписки:`,
      action: 'Посмотреть тарифы',
      outro: 'Мы пишем один раз на каждый лимит за период.',
    }),
    usage_100: ({ plan, metric, used, max }) => ({
      subject: `Исчерпан лимит тарифа Statusdeck ${plan} (${metric})`,
      intro: `Ваша организация исчерпала лимит тарифа ${plan} (${metric}: ${used} из ${max}). Добавлять новые нельзя. Чтобы поднять лимиты, смените тариф на странице подписки:`,
      action: 'Посмотреть тарифы',
      outro: 'Мы пишем один раз на каждый лимит за период.',
    }),
  },
};

/** To an organisation's owners about its subscription, with a link to the subscription screen. */
export function billingMail(args: {
  to: string;
  language: MailLanguage;
  kind: BillingMailKind;
  facts: Facts;
  link: string;
}) {
  const { language, facts } = args;
  const written: Written = {
    ...facts,
    plan: PLAN_LABEL[facts.plan],
    nextRetry: facts.nextRetry ? formatBillingDate(facts.nextRetry, language) : undefined,
    charge: facts.charge
      ? { amount: formatMoney(facts.charge.amountCents, 'usd', language), card: facts.charge.card }
      : undefined,
    retryDays: new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(
      RENEWAL_RETRY_DAYS.map(String),
    ),
    metric: facts.metric ? (LIMIT_WORDS[language][facts.metric] ?? facts.metric) : undefined,
  };
  return renderCopy(COPY[language][args.kind](written), args.to, args.link);
}
