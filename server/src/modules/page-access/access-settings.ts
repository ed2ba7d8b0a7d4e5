import type { Actor } from '../../lib/actor';
import type { PageAccess } from '../../lib/enums';
import { fail, forbidden, invalidField } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { can } from '../../lib/permissions';
import type { Tx } from '../../lib/transaction';
import { PLANS } from '../plans/plans';
import { lockOrganizationPlan } from '../plans/repository';
import { updatePageAccess } from './repository';

/** What PATCH /v1/pages/{id} may say about who reads the page (all optional). */
export type AccessInput = {
  access?: PageAccess;
  access_password?: string;
  access_email_domains?: string[];
};

export const planFeatureUnavailable = () =>
  fail(
    'plan_feature_unavailable',
    'Your plan does not include private pages; upgrade to make a page private',
    [{ field: 'access', code: 'plan_feature_unavailable', message: 'private pages need a paid plan' }],
  );

export const accessPasswordRequired = () =>
  invalidField(
    'access_password',
    'access_password_required',
    'set access_password to protect the page with it',
  );

export const hasAccessChanges = (input: AccessInput): boolean =>
  input.access !== undefined ||
  input.access_password !== undefined ||
  input.access_email_domains !== undefined;

/**
 * Applies the access fields inside the page update's transaction (the page row locked FOR UPDATE):
 * pages.access only (403 otherwise); a private page needs a plan with private pages (402
 * plan_feature_unavailable, checked under the organisation's lock like every plan limit); a password page
 * needs a password. The password is hashed off the main thread (lib/password.ts). A new password, another
 * access or a removed e-mail domain bumps access_generation: every reader session, magic link and private
 * feed link of the page ends (they carry the generation they were made at).
 */
export async function applyAccessChanges(
  tx: Tx,
  actor: Actor,
  page: { id: string; access: PageAccess; access_email_domains: string[]; access_password_set: boolean },
  input: AccessInput,
): Promise<void> {
  if (!hasAccessChanges(input)) return;
  if (!can(actor.role, 'pages.access')) throw forbidden('Your role cannot change who may read this page');
  const access = input.access ?? page.access;
  if (access !== 'public' && input.access !== undefined && input.access !== page.access) {
    const plan = PLANS[await lockOrganizationPlan(tx, actor.organizationId)];
    if (!plan.limits.private_pages) throw planFeatureUnavailable();
  }
  if (access === 'password' && input.access_password === undefined && !page.access_password_set) {
    throw accessPasswordRequired();
  }
  const domains =
    input.access_email_domains === undefined
      ? undefined
      : [...new Set(input.access_email_domains.map((domain) => domain.toLowerCase()))];
  const narrowed =
    (input.access !== undefined && input.access !== page.access) ||
    input.access_password !== undefined ||
    (domains !== undefined && page.access_email_domains.some((domain) => !domains.includes(domain)));
  await updatePageAccess(tx, page.id, {
    access: input.access,
    passwordHash: input.access_password === undefined ? undefined : await hashPassword(input.access_password),
    emailDomains: domains,
    bumpGeneration: narrowed,
  });
}
