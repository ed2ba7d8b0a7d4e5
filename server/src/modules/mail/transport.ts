import type { Writable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { OutboxRow } from './repository';

export type MailTransport = { send(mail: OutboxRow): Promise<void>; close(): void };

type Logger = { info(obj: object, msg: string): void };

/**
 * Pooled: a connection is reused for many mails (setting one up costs ~100 ms even on loopback, far more
 * with TLS), at most `maxConnections` at once — one per mail the outbox worker has in flight.
 */
export function createSmtpTransport(smtpUrl: string, from: string, maxConnections = 1): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections,
    // A fresh connection now and then, so one a server has quietly dropped is not reused for long.
    maxMessages: 100,
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
        headers: mail.headers,
        attachments: mail.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    },
    close: () => transporter.close(),
  };
}

const RULE = '-'.repeat(72);

/**
 * Without SMTP each mail is printed to `output` (stdout) as a plain block, links on their own lines, so a
 * newcomer finds the verification link among the JSON request log; the log only notes that it happened
 * (without the link, whose token must not reach log storage).
 */
export function createLogTransport(log: Logger, output: Writable): MailTransport {
  return {
    async send(mail) {
      const block = [
        RULE,
        `Mail to ${mail.to_address} (SMTP_URL is not set, so it is printed here instead of sent)`,
        `Subject: ${mail.subject}`,
        '',
        mail.text_body.trimEnd(),
        RULE,
        '',
      ].join('\n');
      output.write(block);
      log.info(
        { mail: { to: mail.to_address, subject: mail.subject } },
        'mail printed to stdout (no SMTP_URL)',
      );
    },
    close: () => undefined,
  };
}
