import type { MailLanguage } from '../../lib/language';
import type { Role } from '../../lib/permissions';
import { type Copy, type Mail, renderCopy } from './templates';

export type InvitationMailFacts = { organizationName: string; inviterEmail: string | null; role: Role };

const ROLE_NAMES: Record<MailLanguage, Record<Role, string>> = {
  en: { owner: 'an owner', admin: 'an admin', editor: 'an editor', viewer: 'a viewer' },
  ru: { owner: 'владельца', admin: 'администратора', editor: 'редактора', viewer: 'наблюдателя' },
};

/** Names the organisation, the role and who invited, so it is written per invitation. */
const INVITATION_COPY: Record<MailLanguage, (facts: InvitationMailFacts) => Copy> = {
  en: ({ organizationName, inviterEmail, role }) => ({
    subject: `You are invited to join ${organizationName} on Statusdeck`,
    intro: `${inviterEmail ?? 'A team member'} invited you to join ${organizationName} on Statusdeck as ${ROLE_NAMES.en[role]}. To accept, open the link and choose a password (or sign in, if you already have an account):`,
    action: 'Accept invitation',
    outro:
      'The link is valid for 7 days and works once. If you did not expect this invitation, ignore this message.',
  }),
  ru: ({ organizationName, inviterEmail, role }) => ({
    subject: `Приглашение в ${organizationName} в Statusdeck`,
    intro: `${inviterEmail ?? 'Участник команды'} приглашает вас в ${organizationName} в Statusdeck в роли ${ROLE_NAMES.ru[role]}. Чтобы принять приглашение, откройте ссылку и задайте пароль (или войдите, если у вас уже есть аккаунт):`,
    action: 'Принять приглашение',
    outro:
      'Ссылка действует 7 дней и срабатывает один раз. Если вы не ждали приглашения, просто проигнорируйте письмо.',
  }),
};

/** The invitation mail, in the inviter's language; the link is the front end's /auth/invitation/<token>. */
export function invitationMail(
  to: string,
  link: string,
  language: MailLanguage,
  facts: InvitationMailFacts,
): Mail {
  return renderCopy(INVITATION_COPY[language](facts), to, link);
}
