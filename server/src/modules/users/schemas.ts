import {
  allRequired,
  emailSchema,
  errors,
  idParams,
  linkToken,
  nullableString,
  nullableTimestamp,
  okAnswer,
  timestamp,
} from '../../lib/http-schemas';
import { PERMISSIONS, ROLES } from '../../lib/permissions';
import { givenPassword, newPassword, signedInAnswer } from '../auth/schemas';

const tags = ['users'];

export const getCurrentUserSchema = {
  tags,
  summary: 'The signed-in user',
  response: { 200: { $ref: 'User' }, ...errors(401) },
} as const;

export const roleSchema = {
  $id: 'Role',
  ...allRequired({
    name: { type: 'string', enum: ROLES },
    permissions: { type: 'array', items: { type: 'string', enum: PERMISSIONS } },
  }),
} as const;

export const listRolesSchema = {
  tags,
  summary: 'The roles of an organisation and what each may do',
  response: { 200: { type: 'array', items: { $ref: 'Role' } }, ...errors(401) },
} as const;

const role = { type: 'string', enum: ROLES } as const;

export const memberSchema = {
  $id: 'Member',
  ...allRequired({
    id: { type: 'string' },
    email: { type: 'string' },
    role,
    joined_at: timestamp,
    last_sign_in_at: nullableTimestamp,
    /** The caller (for an API token: its creator). */
    is_you: { type: 'boolean' },
  }),
} as const;

export const invitationSchema = {
  $id: 'Invitation',
  ...allRequired({
    id: { type: 'string' },
    email: { type: 'string' },
    role,
    /** When the current link was mailed (the invitation or its last resend). */
    invited_at: timestamp,
    /** Past it the link no longer works; resend mails a new one. */
    expires_at: timestamp,
    invited_by_email: nullableString,
  }),
} as const;

export const teamSchema = {
  $id: 'Team',
  ...allRequired({
    members: { type: 'array', items: { $ref: 'Member' } },
    invitations: { type: 'array', items: { $ref: 'Invitation' } },
  }),
} as const;

export const publicInvitationSchema = {
  $id: 'PublicInvitation',
  ...allRequired({
    email: { type: 'string' },
    role,
    organization_name: { type: 'string' },
    expires_at: timestamp,
    /** An account with this e-mail exists: sign in with its password to join; otherwise choose one. */
    account_exists: { type: 'boolean' },
  }),
} as const;

export const listTeamSchema = {
  tags,
  summary: 'Members of the organisation and, for those who manage users, its invitations (expired ones too)',
  response: { 200: { $ref: 'Team' }, ...errors(401) },
} as const;

export const inviteMemberSchema = {
  tags,
  summary:
    'Invite an e-mail address with a role: mails a single-use link valid for 7 days. Members and pending ' +
    'invitations together count against the plan’s member limit (402). Only an owner invites owners. ' +
    'Invitation mails are rate limited per organisation and per invited address (429)',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'role'],
    properties: { email: emailSchema, role },
  },
  response: { 201: { $ref: 'Invitation' }, ...errors(400, 401, 402, 403, 409, 429) },
} as const;

export const resendInvitationSchema = {
  tags,
  summary: 'Mail a new link for an invitation (the old one stops working) valid for another 7 days',
  params: idParams,
  response: { 200: { $ref: 'Invitation' }, ...errors(401, 402, 403, 404, 429) },
} as const;

export const cancelInvitationSchema = {
  tags,
  summary: 'Cancel an invitation: its link stops working',
  params: idParams,
  response: { 204: { type: 'null' }, ...errors(401, 403, 404) },
} as const;

export const changeMemberRoleSchema = {
  tags,
  summary:
    'Change a member’s role. Not your own (409 own_role); only an owner makes or unmakes owners (403); ' +
    'the organisation keeps an owner (409 last_owner)',
  params: idParams,
  body: { type: 'object', additionalProperties: false, required: ['role'], properties: { role } },
  response: { 200: { $ref: 'Member' }, ...errors(400, 401, 403, 404, 409) },
} as const;

export const removeMemberSchema = {
  tags,
  summary:
    'Remove a member: their account and sessions end at once. Not yourself (409 own_account); only an ' +
    'owner removes an owner (403); the organisation keeps an owner (409 last_owner)',
  params: idParams,
  response: { 204: { type: 'null' }, ...errors(401, 403, 404, 409) },
} as const;

export const changePasswordSchema = {
  tags,
  summary:
    'Change your password: a wrong current password is 401 invalid_password; your other sessions end, ' +
    'this one stays',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['current_password', 'new_password'],
    properties: { current_password: givenPassword, new_password: newPassword },
  },
  response: { 200: okAnswer, ...errors(400, 401, 403, 429) },
} as const;

export const signOutOthersSchema = {
  tags,
  summary: 'End every other session of yours; this one stays',
  response: {
    200: {
      type: 'object',
      required: ['revoked'],
      properties: { revoked: { type: 'integer', minimum: 0, description: 'Sessions ended' } },
    },
    ...errors(401, 403),
  },
} as const;

export const getPublicInvitationSchema = {
  tags,
  summary: 'What an invitation link offers (public); a used, expired or unknown link is 400 invalid_token',
  params: { type: 'object', required: ['token'], properties: { token: linkToken } },
  response: { 200: { $ref: 'PublicInvitation' }, ...errors(400, 429) },
} as const;

export const acceptInvitationSchema = {
  tags,
  summary:
    'Join through an invitation link (public): a new address chooses a password (8+), an existing account ' +
    'gives its own. Answers like POST /v1/login. 409 already_in_organization when the account’s own ' +
    'organisation has other members, status pages or billing history',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['token', 'password'],
    properties: { token: linkToken, password: givenPassword },
  },
  response: { 200: signedInAnswer, ...errors(400, 401, 409, 429) },
} as const;
