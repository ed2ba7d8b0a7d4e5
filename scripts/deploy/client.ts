// A small JSON client for the deployment tests: every call says which replica answered (HAProxy's
// X-Statusdeck-Replica header) and never throws on an HTTP status, only on a connection that failed.
import type { CapturedMail } from '../../server/src/testing/smtp-capture';
import { linkToken } from '../../server/src/testing/smtp-capture';
import { waitFor } from './processes';

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of many shapes
export type Json = any;
export type Answer = { status: number; body: Json; replica: string | null; retryAfter: string | null };

export async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: Json = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (HAProxy's own error pages, the rendered page): kept as text.
  }
  return {
    status: response.status,
    body,
    replica: response.headers.get('x-statusdeck-replica'),
    retryAfter: response.headers.get('retry-after'),
  };
}

/** Fails with the answer when its status is not the expected one. */
export function expectStatus(answer: Answer, status: number, what: string): Json {
  if (answer.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

export const PASSWORD = 'deploy test password 1';

/** Sign-up → verification link from the mail → sign-in, all through `base`; returns an access token. */
export async function signUp(base: string, mails: CapturedMail[], email: string): Promise<string> {
  expectStatus(
    await call(base, 'POST', '/v1/register', {
      body: { email, password: PASSWORD, org_name: 'Deploy test' },
    }),
    201,
    'register',
  );
  const mail = await waitFor('the verification mail', async () => mails.find((m) => m.to.includes(email)));
  const token = linkToken(mail, 'activate');
  expectStatus(await call(base, 'POST', '/v1/users/verify-email', { body: { token } }), 200, 'verify');
  const login = await call(base, 'POST', '/v1/login', { body: { email, password: PASSWORD } });
  return expectStatus(login, 200, 'login').access_token;
}

/** `count` sign-ins to `email` with a wrong password, one after the other. */
export async function wrongLogins(base: string, email: string, count: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i += 1) {
    answers.push(await call(base, 'POST', '/v1/login', { body: { email, password: `${PASSWORD}x` } }));
  }
  return answers;
}

/** A mail's text with quoted-printable soft line breaks undone. */
export function mailText(mail: CapturedMail): string {
  return mail.raw.replace(/=\r?\n/g, '');
}

/** A new owner (`email`) with a published page named `name`, all through `base`. */
export async function publishedPage(base: string, mails: CapturedMail[], email: string, name: string) {
  const token = await signUp(base, mails, email);
  const page: Json = expectStatus(
    await call(base, 'POST', '/v1/pages', { token, body: { name } }),
    201,
    'page',
  );
  const pagePath = `/v1/pages/${page.id}`;
  expectStatus(await call(base, 'PATCH', pagePath, { token, body: { published: true } }), 200, 'publish');
  return { token, page, pagePath };
}

/** For each subscriber, how many of the mails they got name each marker (an update's text). */
export function mailCounts(mails: CapturedMail[], subscribers: string[], markers: string[]): number[][] {
  return subscribers.map((email) =>
    markers.map(
      (marker) => mails.filter((mail) => mail.to.includes(email) && mailText(mail).includes(marker)).length,
    ),
  );
}

export function unique(label: string): string {
  return `${label}-${Math.random().toString(36).slice(2, 10)}`;
}
