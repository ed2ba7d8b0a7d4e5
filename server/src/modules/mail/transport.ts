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

const WIDTH = 72;
const TITLE = ' Mail, printed here instead of sent (SMTP_URL is not set) ';

/** The links of a mail's text, each once, in order of appearance, without a sentence's closing stop. */
export function linksIn(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''));
  return [...new Set(links)];
}

/**
 * A mail as a boxed block set apart from the log lines around it: To, Subject and the mail's links first
 * (what a newcomer looks for: the verification or invitation link), then its text.
 */
export function mailBlock(mail: Pick<OutboxRow, 'to_address' | 'subject' | 'text_body'>): string {
  const links = linksIn(mail.text_body);
  const rows = [
    `To:      ${mail.to_address}`,
    `Subject: ${mail.subject}`,
    ...links.map((link, index) => `${index === 0 ? 'Links:  ' : '        '} ${link}`),
    '',
    ...mail.text_body.trimEnd().split('\n'),
  ];
  return [
    `╭─${TITLE}${'─'.repeat(Math.max(0, WIDTH - TITLE.length - 2))}`,
    ...rows.map((row) => (row === '' ? '│' : `│ ${row}`)),
    `╰${'─'.repeat(WIDTH - 1)}`,
    '',
  ].join('\n');
}

/**
 * Without SMTP each mail is printed to `output` (stdout) as a boxed block, so a newcomer finds the
 * verification link among the request log; the log only notes that it happened (without the link, whose
 * token must not reach log storage).
 */
export function createLogTransport(log: Logger, output: Writable): MailTransport {
  return {
    async send(mail) {
      output.write(`\n${mailBlock(mail)}\n`);
      log.info(
        { mail: { to: mail.to_address, subject: mail.subject } },
        'mail printed to stdout (no SMTP_URL)',
      );
    },
    close: () => undefined,
  };
}
