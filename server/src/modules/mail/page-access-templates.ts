import type { MailLanguage } from '../../lib/language';
import { type Copy, type Mail, renderCopy } from './templates';

/** The mails of an audience page's readers: a sign-in link asked for, and a viewer's invitation. */
export type PageAccessMailKind = 'sign_in' | 'invitation';

const COPY: Record<MailLanguage, Record<PageAccessMailKind, (page: string) => Copy>> = {
  en: {
    sign_in: (page) => ({
      subject: `Your sign-in link for ${page}`,
      intro: `Open the link to read the private status page ${page}:`,
      action: `Open ${page}`,
      outro: 'The link works once, for 15 minutes. If you did not ask for it, ignore this message.',
    }),
    invitation: (page) => ({
      subject: `You are invited to read ${page}`,
      intro: `You may now read the private status page ${page}. Open the link to sign in:`,
      action: `Open ${page}`,
      outro:
        'The link works once, for 7 days. Later, enter your address on the page to get a new sign-in link.',
    }),
  },
  ru: {
    sign_in: (page) => ({
      subject: `Ссылка для входа на ${page}`,
      intro: `Откройте ссылку, чтобы читать закрытую страницу статуса ${page}:`,
      action: `Открыть ${page}`,
      outro:
        'Ссылка срабатывает один раз в течение 15 минут. Если вы её не запрашивали, просто проигнорируйте письмо.',
    }),
    invitation: (page) => ({
      subject: `Вас пригласили читать ${page}`,
      intro: `Теперь вы можете читать закрытую страницу статуса ${page}. Откройте ссылку, чтобы войти:`,
      action: `Открыть ${page}`,
      outro:
        'Ссылка срабатывает один раз в течение 7 дней. Позже введите свой адрес на странице, чтобы получить новую ссылку.',
    }),
  },
};

/** In the page's language (the reader's own is not known). */
export function pageAccessMail(
  kind: PageAccessMailKind,
  to: string,
  link: string,
  language: MailLanguage,
  pageName: string,
): Mail {
  return renderCopy(COPY[language][kind](pageName), to, link);
}
