import type { MailLanguage } from '../../lib/language';
import { retrySpan } from './retry-span';
import { type Copy, renderCopy, unlinkable } from './templates';

type Facts = { page: string; name: string; service: string; hint: string; span: string };

type Reason = 'gone' | 'failed';

const DISABLED_COPY: Record<MailLanguage, Record<Reason, (facts: Facts) => Copy>> = {
  en: {
    gone: ({ page, name, service, hint }) => ({
      subject: `${service} integration "${name}" of ${page} disabled`,
      intro: `${service} answered that the incoming webhook of the "${name}" integration (${hint}) of the ${page} status page no longer exists, so the integration is now disabled and posts nothing more. The status page is at:`,
      action: 'Open the status page',
      outro: `To post to ${service} again, give the integration a new webhook URL in the status page's integrations and enable it.`,
    }),
    failed: ({ page, name, service, hint, span }) => ({
      subject: `${service} integration "${name}" of ${page} disabled`,
      intro: `The ${page} status page could not post its updates to ${service} through the "${name}" integration (${hint}): every attempt over ${span} failed. The integration is now disabled and posts nothing more. The status page is at:`,
      action: 'Open the status page',
      outro: `Once ${service} accepts the webhook again, enable the integration in the status page's integrations.`,
    }),
  },
  ru: {
    gone: ({ page, name, service, hint }) => ({
      subject: `Интеграция ${service} «${name}» страницы ${page} отключена`,
      intro: `${service} ответил, что входящего вебхука интеграции «${name}» (${hint}) страницы статуса ${page} больше нет, поэтому интеграция отключена и больше ничего не публикует. Страница статуса:`,
      action: 'Открыть страницу статуса',
      outro: `Чтобы снова публиковать в ${service}, укажите новый адрес вебхука в интеграциях страницы статуса и включите интеграцию.`,
    }),
    failed: ({ page, name, service, hint, span }) => ({
      subject: `Интеграция ${service} «${name}» страницы ${page} отключена`,
      intro: `Страница статуса ${page} не смогла опубликовать обновления в ${service} через интеграцию «${name}» (${hint}): все попытки за ${span} завершились ошибкой. Интеграция отключена и больше ничего не публикует. Страница статуса:`,
      action: 'Открыть страницу статуса',
      outro: `Когда ${service} снова будет принимать вебхук, включите интеграцию в интеграциях страницы статуса.`,
    }),
  },
};

/** To the page's owners and admins once a chat integration was disabled. */
export function integrationDisabledMail(args: {
  to: string;
  language: MailLanguage;
  reason: Reason;
  pageName: string;
  integrationName: string;
  service: string;
  urlHint: string;
  retriedForMs: number;
  pageUrl: string;
}) {
  const copy = DISABLED_COPY[args.language][args.reason]({
    page: args.pageName,
    name: args.integrationName,
    service: args.service,
    hint: unlinkable(args.urlHint),
    span: retrySpan(args.language, args.retriedForMs),
  });
  return renderCopy(copy, args.to, args.pageUrl);
}
