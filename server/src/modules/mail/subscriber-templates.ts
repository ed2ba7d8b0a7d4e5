import type { MailLanguage } from '../../lib/language';
import type { Mail } from './templates';

/** The links every mail to a subscriber carries: manage and unsubscribe share the subscriber's token. */
export type SubscriberLinks = { manage: string; unsubscribe: string };

type Copy = {
  subject: string;
  intro: string;
  action: string;
  outro: string;
  footer: string;
  manage: string;
  unsubscribe: string;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Its copy names the status page, so it is written per page name. */
const CONFIRM_COPY: Record<MailLanguage, (page: string) => Copy> = {
  en: (page) => ({
    subject: `Confirm your subscription to ${page} status updates`,
    intro: `This address was subscribed to e-mail updates about incidents and maintenance on the ${page} status page. To start receiving them, confirm the subscription:`,
    action: 'Confirm subscription',
    outro:
      'The link is valid for 7 days. If you did not ask for this, ignore this message: you will not be mailed again.',
    footer: `You receive this because this address was entered on the ${page} status page.`,
    manage: 'Manage subscription',
    unsubscribe: 'Unsubscribe',
  }),
  ru: (page) => ({
    subject: `Подтвердите подписку на обновления статуса ${page}`,
    intro: `Этот адрес подписан на письма об инцидентах и плановых работах на странице статуса ${page}. Чтобы получать их, подтвердите подписку:`,
    action: 'Подтвердить подписку',
    outro: 'Ссылка действует 7 дней. Если вы не подписывались, проигнорируйте письмо: больше писем не будет.',
    footer: `Вы получили это письмо, потому что этот адрес указали на странице статуса ${page}.`,
    manage: 'Управление подпиской',
    unsubscribe: 'Отписаться',
  }),
};

/**
 * Sent instead of a confirmation when the address is already a confirmed subscriber, so the public form
 * answers the same whatever the address's state and only the mailbox's owner learns it.
 */
const ALREADY_COPY: Record<MailLanguage, (page: string) => Copy> = {
  en: (page) => ({
    subject: `You are already subscribed to ${page} status updates`,
    intro: `Someone asked to subscribe this address to the ${page} status page, and it already receives its updates. Nothing has changed. To choose components or unsubscribe, open:`,
    action: 'Manage subscription',
    outro: 'If you did not ask for this, ignore this message.',
    footer: `You receive this because you subscribed to ${page} status updates.`,
    manage: 'Manage subscription',
    unsubscribe: 'Unsubscribe',
  }),
  ru: (page) => ({
    subject: `Вы уже подписаны на обновления статуса ${page}`,
    intro: `Кто-то попросил подписать этот адрес на страницу статуса ${page}, но он уже получает её обновления. Ничего не изменилось. Чтобы выбрать компоненты или отписаться, откройте:`,
    action: 'Управление подпиской',
    outro: 'Если это были не вы, просто проигнорируйте письмо.',
    footer: `Вы получили это письмо, потому что подписаны на обновления статуса ${page}.`,
    manage: 'Управление подпиской',
    unsubscribe: 'Отписаться',
  }),
};

function render(copy: Copy, to: string, action: string, links: SubscriberLinks): Mail {
  const text = [
    copy.intro,
    action,
    copy.outro,
    `--\n${copy.footer}\n${copy.manage}: ${links.manage}\n${copy.unsubscribe}: ${links.unsubscribe}`,
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(copy.intro)}</p>`,
    `<p><a href="${escapeHtml(action)}">${escapeHtml(copy.action)}</a></p>`,
    `<p>${escapeHtml(action)}</p>`,
    `<p>${escapeHtml(copy.outro)}</p>`,
    `<hr><p style="color:#666;font-size:12px">${escapeHtml(copy.footer)} ` +
      `<a href="${escapeHtml(links.manage)}">${escapeHtml(copy.manage)}</a> · ` +
      `<a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(copy.unsubscribe)}</a></p>`,
  ].join('\n');
  return {
    to,
    subject: copy.subject,
    text: `${text}\n`,
    html,
    // RFC 8058: the unsubscribe link answers a one-click POST (one-click-unsubscribe-routes.ts).
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export type SubscriberMailInput = {
  to: string;
  language: MailLanguage;
  pageName: string;
  links: SubscriberLinks;
};

export const subscriptionConfirmationMail = (input: SubscriberMailInput & { confirmLink: string }) =>
  render(CONFIRM_COPY[input.language](input.pageName), input.to, input.confirmLink, input.links);

export const alreadySubscribedMail = (input: SubscriberMailInput) =>
  render(ALREADY_COPY[input.language](input.pageName), input.to, input.links.manage, input.links);
