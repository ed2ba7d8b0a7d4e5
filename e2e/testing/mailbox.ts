// A real SMTP server on loopback that keeps every message it receives as a file, so tests
// in any worker can read the mails the product really sent over SMTP, not a mocked transport.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export type Mail = { to: string[]; raw: string; receivedAt: number };

export function startMailbox(port: number, dir: string): Promise<SMTPServer> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: Mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        };
        count += 1;
        // Written under another name, then renamed: a reader in another worker lists only
        // whole mails, never a file still being written.
        const name = `${Date.now()}-${count}.json`;
        writeFileSync(join(dir, `${name}.part`), JSON.stringify(mail));
        renameSync(join(dir, `${name}.part`), join(dir, name));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Undoes quoted-printable soft breaks and escapes so links read whole. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export function readMails(dir: string, to: string): Mail[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Mail)
    .filter((mail) => mail.to.includes(to.toLowerCase()));
}

/** Waits for a mail to `to` containing a link with `pathPrefix` and returns that link's path. */
export async function waitForLink(
  dir: string,
  to: string,
  pathPrefix: string,
  timeoutMs = 20_000,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+(${pathPrefix}[A-Za-z0-9_-]+)`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of readMails(dir, to).reverse()) {
      const match = decodeQuotedPrintable(mail.raw).match(pattern);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a ${pathPrefix} link within ${timeoutMs} ms`);
}
