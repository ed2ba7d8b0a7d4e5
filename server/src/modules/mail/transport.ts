import nodemailer from 'nodemailer';
import type { OutboxRow } from './repository';

export type MailTransport = { send(mail: OutboxRow): Promise<void>; close(): void };

type Logger = { info(obj: object, msg: string): void };

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP the mail goes to the log, links included, so a newcomer can verify from the console. */
export function createLogTransport(log: Logger): MailTransport {
  return {
    async send(mail) {
      const links = mail.text_body.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { mail: { to: mail.to_address, subject: mail.subject, links } },
        `mail (SMTP_URL not set) to ${mail.to_address}: ${mail.subject}\n${mail.text_body}`,
      );
    },
    close: () => undefined,
  };
}
