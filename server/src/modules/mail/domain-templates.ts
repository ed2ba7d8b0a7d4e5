import type { MailLanguage } from '../../lib/language';
import { type Copy, renderCopy, unlinkable } from './templates';

type Facts = { page: string; domain: string };
type Reason = 'taken_over' | 'record_gone';

const DOMAIN_LOST_COPY: Record<MailLanguage, Record<Reason, (facts: Facts) => Copy>> = {
  en: {
    taken_over: ({ page, domain }) => ({
      subject: `${domain} no longer shows the ${page} status page`,
      intro: `Another status page proved that it controls ${domain} by publishing its own DNS TXT record, so ${domain} now shows that page instead of ${page}. The ${page} status page keeps its domain setting as a pending claim and is still at:`,
      action: 'Open the status page',
      outro: `If ${domain} is yours, publish the TXT record shown in the status page's parameters again (and remove the other one), then press Verify. If it is not, remove the custom domain from the status page.`,
    }),
    record_gone: ({ page, domain }) => ({
      subject: `${domain} no longer shows the ${page} status page`,
      intro: `The DNS TXT record that proves ${page} may use ${domain} has been missing for 72 hours, so ${domain} no longer shows the status page. The status page is still at:`,
      action: 'Open the status page',
      outro: `To use ${domain} again, publish the TXT record shown in the status page's parameters and press Verify.`,
    }),
  },
  ru: {
    taken_over: ({ page, domain }) => ({
      subject: `${domain} больше не показывает страницу статуса ${page}`,
      intro: `Другая страница статуса подтвердила, что управляет доменом ${domain}, опубликовав свою TXT-запись DNS, поэтому ${domain} теперь показывает ту страницу вместо ${page}. Домен остался в настройках страницы ${page} как неподтверждённый; сама страница статуса по-прежнему доступна по адресу:`,
      action: 'Открыть страницу статуса',
      outro: `Если ${domain} принадлежит вам, снова опубликуйте TXT-запись из параметров страницы статуса (и удалите чужую), затем нажмите «Проверить». Если нет — уберите свой домен из настроек страницы.`,
    }),
    record_gone: ({ page, domain }) => ({
      subject: `${domain} больше не показывает страницу статуса ${page}`,
      intro: `TXT-запись DNS, подтверждающая право страницы ${page} на домен ${domain}, отсутствует уже 72 часа, поэтому ${domain} больше не показывает страницу статуса. Сама страница по-прежнему доступна по адресу:`,
      action: 'Открыть страницу статуса',
      outro: `Чтобы снова использовать ${domain}, опубликуйте TXT-запись из параметров страницы статуса и нажмите «Проверить».`,
    }),
  },
};

/** To a page's owners and admins once its custom domain stopped routing to it (taken over, or record gone). */
export function domainLostMail(args: {
  to: string;
  language: MailLanguage;
  reason: Reason;
  pageName: string;
  domain: string;
  pageUrl: string;
}) {
  const copy = DOMAIN_LOST_COPY[args.language][args.reason]({
    page: args.pageName,
    domain: unlinkable(args.domain),
  });
  return renderCopy(copy, args.to, args.pageUrl);
}
