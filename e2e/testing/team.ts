// Team members the way the product makes them: an invitation mailed over the real SMTP server and
// accepted through its link, so a test gets an editor or a viewer on PGlite and PostgreSQL alike.
import { type APIRequestContext, expect } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './accounts';
import type { ApiUser } from './api-session';
import { waitForMailLink } from './mail-message';
import { BASE_URL } from './ports';

export type Role = 'owner' | 'admin' | 'editor' | 'viewer';

/** The invitation link mailed to `email`, as a path (/auth/invitation/<token>) on the product's origin. */
export async function invitationPath(email: string): Promise<string> {
  const link = await waitForMailLink(email, /https?:\/\/[^\s"'<>]+\/auth\/invitation\/[A-Za-z0-9_-]+/);
  const url = new URL(link);
  expect(url.origin, 'the invitation link points at the product').toBe(BASE_URL);
  return url.pathname;
}

/**
 * Invites a new address with `role` as `inviter`, reads the mail and accepts the invitation with a
 * new account (password PASSWORD), as the join screen does; returns the member's e-mail.
 */
export async function addMemberByInvitation(
  request: APIRequestContext,
  inviter: ApiUser,
  role: Role,
  label: string = role,
): Promise<string> {
  const email = uniqueEmail(label);
  const invited = await request.post('/v1/users/invite', { headers: inviter.headers, data: { email, role } });
  expect(invited.status(), `invite ${email}: ${await invited.text()}`).toBe(201);
  const token = (await invitationPath(email)).split('/').pop();
  const accepted = await request.post('/v1/public/invitations/accept', {
    data: { token, password: PASSWORD },
  });
  expect(accepted.status(), `accept the invitation: ${await accepted.text()}`).toBe(200);
  const { user } = (await accepted.json()) as { user: { email: string; role: Role } };
  expect(user).toMatchObject({ email, role });
  return email;
}
