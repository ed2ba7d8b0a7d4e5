import type { MailLanguage } from '../../lib/language';
import { type Copy, renderCopy } from './templates';

type Facts = { page: string; endpoint: string; days: string };

const DISABLED_COPY: Record<MailLanguage, (facts: Facts) => Copy> = {
  en: ({ page, endpoint, days }) => ({
    subject: `Webhook for ${page} status updates disabled`,
    intro: `The ${page} status page could not deliver its updates to your webhook ${endpoint}: every attempt over ${days} failed (no 2xx answer). The webhook is now disabled and receives nothing more. The status page is at:`,
    action: 'Open the status page',
    outro: 'To receive updates again, fix the endpoint and subscribe it again.',
  }),
  ru: ({ page, endpoint, days }) => ({
    subject: `Вебхук обновлений статуса ${page} отключён`,
    intro: `Страница статуса ${page} не смогла доставить обновления на ваш вебхук ${endpoint}: все попытки за ${days} завершились ошибкой (нет ответа 2xx). Вебхук отключён и больше ничего не получит. Страница статуса:`,
    action: 'Открыть страницу статуса',
    outro: 'Чтобы снова получать обновления, исправьте адрес и подпишите его заново.',
  }),
};

const SPAN: Record<MailLanguage, (hours: number) => string> = {
  en: (hours) => (hours >= 24 ? `${Math.round(hours / 24)} day(s)` : `${hours} hour(s)`),
  ru: (hours) => (hours >= 24 ? `${Math.round(hours / 24)} сут.` : `${hours} ч.`),
};

/** To a webhook's contact address once its retries ran out and it was disabled. */
export function webhookDisabledMail(args: {
  to: string;
  language: MailLanguage;
  pageName: string;
  endpoint: string;
  retriedForMs: number;
  pageUrl: string;
}) {
  const hours = Math.max(1, Math.round(args.retriedForMs / 3_600_000));
  const copy = DISABLED_COPY[args.language]({
    page: args.pageName,
    endpoint: args.endpoint,
    days: SPAN[args.language](hours),
  });
  return renderCopy(copy, args.to, args.pageUrl);
}
