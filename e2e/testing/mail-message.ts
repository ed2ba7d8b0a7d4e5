// Reads the mails the mailbox keeps as a mail client would: unfolded headers with their encoded words
// decoded (a Russian subject arrives as =?UTF-8?B?…?=), and the text and HTML parts decoded from
// quoted-printable or base64, so a test asserts on what the subscriber reads, not on the wire form.
import { expect } from '@playwright/test';
import { type Mail, readMails } from './mailbox';
import { MAIL_DIR } from './ports';

export type MailMessage = {
  subject: string;
  /** Header names in lower case, values unfolded and decoded. */
  headers: Map<string, string>;
  text: string;
  html: string;
};

/** Quoted-printable to bytes, then UTF-8: a Cyrillic letter is two escaped bytes. */
function fromQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index += 1) {
    const hex = soft.slice(index + 1, index + 3);
    if (soft[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(soft[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words; the blanks between two adjacent words are not part of the text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : fromQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitHeaders(entity: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(entity);
  const head = match ? entity.slice(0, match.index) : entity;
  const body = match ? entity.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') return fromQuotedPrintable(body);
  return body;
}

/** Collects the text/plain and text/html parts of an entity, descending into multiparts. */
function collectParts(entity: string, into: { text: string; html: string }): void {
  const { headers, body } = splitHeaders(entity);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (!part.startsWith('--')) collectParts(part.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (type.toLowerCase().startsWith('text/html')) into.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) into.text += decoded;
}

export function parseMail(mail: Mail): MailMessage {
  const { headers } = splitHeaders(mail.raw);
  const parts = { text: '', html: '' };
  collectParts(mail.raw, parts);
  return { subject: headers.get('subject') ?? '', headers, ...parts };
}

/** Every mail to `to` so far, oldest first. */
export function mailsTo(to: string): MailMessage[] {
  return readMails(MAIL_DIR, to).map(parseMail);
}

/**
 * Waits until the subjects of the mails to `to` that start with `prefix` are exactly `subjects`, in
 * order, and returns those mails: one mail too many (a duplicate, a correction that mailed) never matches.
 */
export async function expectMailSubjects(
  to: string,
  prefix: string,
  subjects: string[],
  timeoutMs = 30_000,
): Promise<MailMessage[]> {
  const matching = () => mailsTo(to).filter((mail) => mail.subject.startsWith(prefix));
  await expect
    .poll(() => matching().map((mail) => mail.subject), { message: `the mails to ${to}`, timeout: timeoutMs })
    .toEqual(subjects);
  return matching();
}

/** Waits for a mail to `to` whose decoded text has a link matching `pattern`; returns the first match. */
export async function waitForMailLink(to: string, pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  const find = () => mailsTo(to).flatMap((mail) => pattern.exec(mail.text)?.[0] ?? [])[0];
  await expect.poll(find, { message: `a mail to ${to} with ${pattern}`, timeout: timeoutMs }).toBeTruthy();
  return find() ?? '';
}
