import type { MailLanguage } from '../../lib/language';
import { retrySpan } from './retry-span';
import { type Copy, renderCopy } from './templates';

type Facts = { page: string; endpoint: string; span: string };

const DISABLED_COPY: Record<MailLanguage, (facts: Facts) => Copy> = {
  en: ({ page, endpoint, span }) => ({
    subject: `Webhook for ${page} status updates disabled`,
    intro: `The ${page} status page could not deliver its updates to your webhook ${endpoint}: every attempt over ${span} failed (no 2xx answer). The webhook is now disabled and receives nothing more. The status page is at:`,
    action: 'Open the status page',
    outro:
      "To receive updates again, fix the endpoint and ask the status page's team to enable the webhook again: an editor of the page can do so in the Statusdeck console, and the same secret stays valid.",
  }),
  ru: ({ page, endpoint, span }) => ({
    subject: `Вебхук обновлений статуса ${page} отключён`,
    intro: `Страница статуса ${page} не смогла доставить обновления на ваш вебхук ${endpoint}: все попытки за ${span} завершились ошибкой (нет ответа 2xx). Вебхук отключён и больше ничего не получит. Страница статуса:`,
    action: 'Открыть страницу статуса',
    outro:
      'Чтобы снова получать обновления, исправьте адрес и попросите команду страницы статуса снова включить вебхук: редактор страницы может сделать это в консоли Statusdeck, а секрет останется прежним.',
  }),
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
  const copy = DISABLED_COPY[args.language]({
    page: args.pageName,
    endpoint: args.endpoint,
    span: retrySpan(args.language, args.retriedForMs),
  });
  return renderCopy(copy, args.to, args.pageUrl);
}

const CONFIRM_COPY: Record<MailLanguage, (page: string, endpoint: string, secret: string) => Copy> = {
  en: (page, endpoint, secret) => ({
    subject: `Confirm your webhook for ${page} status updates`,
    intro: `This address was given as the contact of a webhook that will receive the ${page} status page's incident and component updates at ${endpoint}. Nothing is sent to it until you confirm:`,
    action: 'Confirm webhook',
    outro: `Deliveries are signed with this secret (X-Statusdeck-Signature header); keep it on your receiver only: ${secret}\n\nThe link is valid for 7 days. If you did not ask for this, ignore this message: nothing will be sent.`,
  }),
  ru: (page, endpoint, secret) => ({
    subject: `Подтвердите вебхук обновлений статуса ${page}`,
    intro: `Этот адрес указан как контакт вебхука, который будет получать обновления инцидентов и компонентов страницы статуса ${page} по адресу ${endpoint}. Ничего не будет отправлено, пока вы не подтвердите:`,
    action: 'Подтвердить вебхук',
    outro: `Доставки подписываются этим секретом (заголовок X-Statusdeck-Signature); храните его только на своём приёмнике: ${secret}\n\nСсылка действует 7 дней. Если вы этого не запрашивали, проигнорируйте письмо: ничего отправлено не будет.`,
  }),
};

/**
 * The double opt-in of a webhook subscribed on the public page, to its contact address. The signing secret
 * goes here, the one place only the endpoint's owner reads (the public answer never carries it).
 */
export function webhookConfirmationMail(args: {
  to: string;
  language: MailLanguage;
  pageName: string;
  endpoint: string;
  signingSecret: string;
  confirmLink: string;
}) {
  const copy = CONFIRM_COPY[args.language](args.pageName, args.endpoint, args.signingSecret);
  return renderCopy(copy, args.to, args.confirmLink);
}
