import type { MailLanguage } from '../../lib/language';

/** A file sent with a mail (a maintenance's .ics event), kept in the outbox row as it is. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** `headers`: extra header lines, such as List-Unsubscribe on subscriber mails. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

/** A one-link mail's words: the intro, the link's label, and what follows the link. */
export type Copy = { subject: string; intro: string; action: string; outro: string };

const COPY: Record<'verify' | 'reset', Record<MailLanguage, Copy>> = {
  verify: {
    en: {
      subject: 'Confirm your e-mail address for Statusdeck',
      intro: 'Welcome to Statusdeck! Confirm your e-mail address to activate your account:',
      action: 'Confirm e-mail',
      outro: 'The link is valid for 48 hours. If you did not sign up, ignore this message.',
    },
    ru: {
      subject: 'Подтвердите адрес электронной почты для Statusdeck',
      intro:
        'Добро пожаловать в Statusdeck! Подтвердите адрес электронной почты, чтобы активировать аккаунт:',
      action: 'Подтвердить адрес',
      outro: 'Ссылка действует 48 часов. Если вы не регистрировались, просто проигнорируйте это письмо.',
    },
  },
  reset: {
    en: {
      subject: 'Reset your Statusdeck password',
      intro: 'Someone asked to reset the password of your Statusdeck account. To choose a new one, open:',
      action: 'Reset password',
      outro:
        'The link is valid for 1 hour. If it was not you, ignore this message: your password stays the same.',
    },
    ru: {
      subject: 'Сброс пароля Statusdeck',
      intro: 'Кто-то запросил сброс пароля вашего аккаунта Statusdeck. Чтобы задать новый пароль, откройте:',
      action: 'Сбросить пароль',
      outro: 'Ссылка действует 1 час. Если это были не вы, проигнорируйте письмо: пароль останется прежним.',
    },
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function render(kind: 'verify' | 'reset', to: string, link: string, language: MailLanguage): Mail {
  return renderCopy(COPY[kind][language], to, link);
}

/**
 * An address shown for recognition only, which mail programs must not turn into a link: an invisible
 * word joiner after the scheme's colon and before every dot keeps it from reading as a URL or a domain.
 */
export function unlinkable(address: string): string {
  return address.replace(/:(?=\/\/)/g, ':\u2060').replace(/\./g, '\u2060.');
}

/** A one-link mail: the intro, the link (as a button and in full), the outro; text and HTML alike. */
export function renderCopy(copy: Copy, to: string, link: string): Mail {
  const text = `${copy.intro}\n\n${link}\n\n${copy.outro}\n`;
  const href = escapeHtml(link);
  const html = [
    `<p>${escapeHtml(copy.intro)}</p>`,
    `<p><a href="${href}">${escapeHtml(copy.action)}</a></p>`,
    `<p>${href}</p>`,
    `<p>${escapeHtml(copy.outro)}</p>`,
  ].join('\n');
  return { to, subject: copy.subject, text, html };
}

export const verificationMail = (to: string, link: string, language: MailLanguage) =>
  render('verify', to, link, language);

export const passwordResetMail = (to: string, link: string, language: MailLanguage) =>
  render('reset', to, link, language);
