import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export type SmtpCapture = {
  port: number;
  url: string;
  mails: CapturedMail[];
  waitForMail(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
};

/** `mails`: where received messages go; a restarted server given the same list keeps what came before. */
export async function startSmtpCapture(port = 0, mails: CapturedMail[] = []): Promise<SmtpCapture> {
  // waitForMail hands out each message once, so consecutive waits for one address get successive mails.
  const taken = new Set<CapturedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Pooled client connections stay open between mails: closing cuts them instead of waiting 30 s.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mails.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    async waitForMail(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.find(
          (candidate) => !taken.has(candidate) && candidate.to.includes(to.toLowerCase()),
        );
        if (mail) {
          taken.add(mail);
          return mail;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first `/<path>/<token>` link in a message, undoing quoted-printable soft breaks. */
export function linkToken(mail: CapturedMail, pathName: 'activate' | 'reset-password'): string {
  const text = mail.raw.replace(/=\r?\n/g, '');
  const match = new RegExp(`/${pathName}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${pathName} link in the mail`);
  return match[1];
}

/** Quoted-printable text back to UTF-8: soft breaks removed, each run of `=XX` bytes decoded together. */
const fromQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));

/**
 * The message as a reader sees it: every MIME part's body decoded (base64 or quoted-printable), so a test
 * can look for non-ASCII text whichever encoding the mailer chose.
 */
export function readableMail(mail: CapturedMail): string {
  return mail.raw
    .split(/\r?\n--[^\r\n]*\r?\n/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return part;
      const headers = part.slice(0, split);
      const body = part.slice(split).trim();
      if (/content-transfer-encoding:\s*base64/i.test(headers))
        return `${headers}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
        return `${headers}\n\n${fromQuotedPrintable(body)}`;
      return part;
    })
    .join('\n');
}
