import { AppError } from '../../lib/errors';
import type { MailLanguage } from '../../lib/language';

export const memberNotFound = () => new AppError(404, 'not_found', 'Member not found');
export const invitationNotFound = () => new AppError(404, 'not_found', 'Invitation not found');
export const alreadyMember = () =>
  new AppError(409, 'already_member', 'This e-mail address already belongs to a member of the organization');
export const alreadyInvited = () =>
  new AppError(
    409,
    'already_invited',
    'This e-mail address already has a pending invitation; resend it instead',
  );
export const ownRole = () => new AppError(409, 'own_role', 'You cannot change your own role');
export const ownAccount = () =>
  new AppError(409, 'own_account', 'You cannot remove yourself from the organization');
export const lastOwner = () =>
  new AppError(409, 'last_owner', 'The organization must keep at least one owner');
export const ownersOnly = () => new AppError(403, 'forbidden', 'Only an owner can make or unmake owners');
export const ownerRemovalForbidden = () =>
  new AppError(403, 'forbidden', 'Only an owner can remove an owner');
/** The console shows this message as is, so it is in the caller's Accept-Language. */
const INVALID_PASSWORD: Record<MailLanguage, string> = {
  en: 'The current password is incorrect',
  ru: 'Текущий пароль указан неверно',
};
export const invalidPassword = (language: MailLanguage = 'en') =>
  new AppError(401, 'invalid_password', INVALID_PASSWORD[language]);
export const alreadyInOrganization = () =>
  new AppError(
    409,
    'already_in_organization',
    'This account already belongs to another organization with members, status pages or billing history; a user can be in one organization only',
  );
export const passwordTooShort = (min: number) =>
  new AppError(400, 'validation_failed', 'The request is invalid', [
    { field: 'password', code: 'too_short', message: `password must NOT have fewer than ${min} characters` },
  ]);
