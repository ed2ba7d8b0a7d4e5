// A webhook receiver for the browser tests: an https server on 127.0.0.1 recording what it is sent, a
// webhook subscriber's endpoint or a chat service's incoming webhook (it checks no signature either way).
// Its certificate is self-signed and made by the global setup, which gives it to the product server
// to trust (NODE_EXTRA_CA_CERTS): endpoints must be https, and no public certificate names 127.0.0.1.
import { execFileSync } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const TLS_DIR = join(__dirname, '..', '.tmp', 'webhook-tls');
const CERT = join(TLS_DIR, 'cert.pem');
const KEY = join(TLS_DIR, 'key.pem');

/** The e2e server's waits between a failed delivery's attempts: three attempts, then the webhook is disabled. */
export const WEBHOOK_RETRY_SCHEDULE_MS = [500, 500];

/** Makes a fresh self-signed certificate for 127.0.0.1 and returns its path (for NODE_EXTRA_CA_CERTS). */
export function makeReceiverCertificate(): string {
  mkdirSync(TLS_DIR, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      KEY,
      '-out',
      CERT,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return CERT;
}

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The status the receiver answered. */
  status: number;
};

export type WebhookReceiver = {
  url: string;
  received: ReceivedRequest[];
  /** The requests answered 2xx: what a receiver would act on. */
  delivered(): ReceivedRequest[];
  /** From now on, fails the first `attempts` attempts of each delivery (0: none). */
  failFirst(attempts: number): void;
  close(): Promise<void>;
};

/** What the receiver answers a request it accepts: a webhook receiver's 204, or a chat service's own. */
export type ReceiverAnswer = { status: number; body: string };

/** Slack's incoming webhooks accept a message with 200 and the body "ok". */
export const SLACK_ANSWER: ReceiverAnswer = { status: 200, body: 'ok' };

/**
 * Listens on 127.0.0.1 (a free port) and records every request with its raw body. It accepts with
 * `accept` (204, no body, unless given), except the first `failFirst` attempts of each delivery (by
 * X-Statusdeck-Delivery), answered 500, so the product's retries are seen (`Infinity`: every attempt fails).
 */
export async function startWebhookReceiver(
  path = '/hooks/statusdeck',
  options: { failFirst?: number; accept?: ReceiverAnswer } = {},
): Promise<WebhookReceiver> {
  let failFirst = options.failFirst ?? 0;
  const accept = options.accept ?? { status: 204, body: '' };
  const received: ReceivedRequest[] = [];
  const attempts = new Map<string, number>();
  const server: Server = createServer({ cert: readFileSync(CERT), key: readFileSync(KEY) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      );
      const delivery = headers['x-statusdeck-delivery'] ?? '';
      const attempt = (attempts.get(delivery) ?? 0) + 1;
      attempts.set(delivery, attempt);
      const status = attempt <= failFirst ? 500 : accept.status;
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status,
      });
      res.writeHead(status).end(status === accept.status ? accept.body : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}${path}`,
    received,
    delivered: () => received.filter((request) => request.status >= 200 && request.status < 300),
    failFirst: (attempts) => {
      failFirst = attempts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Whether `header` (X-Statusdeck-Signature: t=<unix>,v1=<hex>) signs `body` with `secret`: v1 is the
 * hex HMAC-SHA256 of "<t>.<raw body>".
 */
export function validSignature(secret: string, header: string | undefined, body: string): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2)));
  const { t, v1 } = parts as { t?: string; v1?: string };
  if (!t || !v1 || !/^\d+$/.test(t)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
