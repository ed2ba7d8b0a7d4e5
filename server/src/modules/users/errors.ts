import { fail, invalidField } from '../../lib/errors';
import type { MailLanguage } from '../../lib/language';

export const memberNotFound = () => fail('not_found', 'Member not found');
export const invitationNotFound = () => fail('not_found', 'Invitation not found');
export const alreadyMember = () => fail('already_member');
export const alreadyInvited = () => fail('already_invited');
export const ownRole = () => fail('own_role');
export const ownAccount = () => fail('own_account');
export const lastOwner = () => fail('last_owner');
export const ownersOnly = () => fail('forbidden', 'Only an owner can make or unmake owners');
export const ownerRemovalForbidden = () => fail('forbidden', 'Only an owner can remove an owner');
/** The console shows this message as is, so it is in the caller's Accept-Language. */
const INVALID_PASSWORD: Record<MailLanguage, string> = {
  en: 'The current password is incorrect',
  ru: 'Текущий пароль указан неверно',
};
export const invalidPassword = (language: MailLanguage = 'en') =>
  fail('invalid_password', INVALID_PASSWORD[language]);
export const alreadyInOrganization = () => fail('already_in_organization');
export const passwordTooShort = (min: number) =>
  invalidField('password', 'too_short', `password must NOT have fewer than ${min} characters`);
