import { emailSchema, errors } from '../../lib/http-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/password';
import { PERMISSIONS, ROLES } from '../../lib/permissions';

const tags = ['users'];

export const getCurrentUserSchema = {
  tags,
  summary: 'The signed-in user',
  response: { 200: { $ref: 'User' }, ...errors(401) },
} as const;

export const roleSchema = {
  $id: 'Role',
  type: 'object',
  required: ['name', 'permissions'],
  properties: {
    name: { type: 'string', enum: ROLES },
    permissions: { type: 'array', items: { type: 'string', enum: PERMISSIONS } },
  },
} as const;

export const listRolesSchema = {
  tags,
  summary: 'The roles of an organisation and what each may do',
  response: { 200: { type: 'array', items: { $ref: 'Role' } }, ...errors(401) },
} as const;

const timestamp = { type: 'string', format: 'date-time' } as const;
const role = { type: 'string', enum: ROLES } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const password = { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } as const;

export const memberSchema = {
  $id: 'Member',
  type: 'object',
  required: ['id', 'email', 'role', 'joined_at', 'last_sign_in_at', 'is_you'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    role,
    joined_at: timestamp,
    last_sign_in_at: { type: ['string', 'null'], format: 'date-time' },
    /** The caller (for an API token: its creator). */
    is_you: { type: 'boolean' },
  },
} as const;

export const invitationSchema = {
  $id: 'Invitation',
  type: 'object',
  required: ['id', 'email', 'role', 'invited_at', 'expires_at', 'invited_by_email'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    role,
    /** When the current link was mailed (the invitation or its last resend). */
    invited_at: timestamp,
    /** Past it the link no longer works; resend mails a new one. */
    expires_at: timestamp,
    invited_by_email: { type: ['string', 'null'] },
  },
} as const;

export const teamSchema = {
  $id: 'Team',
  type: 'object',
  required: ['members', 'invitations'],
  properties: {
    members: { type: 'array', items: { $ref: 'Member' } },
    invitations: { type: 'array', items: { $ref: 'Invitation' } },
  },
} as const;

export const publicInvitationSchema = {
  $id: 'PublicInvitation',
  type: 'object',
  required: ['email', 'role', 'organization_name', 'expires_at', 'account_exists'],
  properties: {
    email: { type: 'string' },
    role,
    organization_name: { type: 'string' },
    expires_at: timestamp,
    /** An account with this e-mail exists: sign in with its password to join; otherwise choose one. */
    account_exists: { type: 'boolean' },
  },
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
    properties: {
      current_password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
      new_password: password,
    },
  },
  response: {
    200: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean', const: true } } },
    ...errors(400, 401, 403, 429),
  },
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

const invitationToken = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const getPublicInvitationSchema = {
  tags,
  summary: 'What an invitation link offers (public); a used, expired or unknown link is 400 invalid_token',
  params: { type: 'object', required: ['token'], properties: { token: invitationToken } },
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
    properties: {
      token: invitationToken,
      password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['user', 'access_token', 'refresh_token'],
      properties: {
        user: { $ref: 'User' },
        access_token: { type: 'string' },
        refresh_token: { type: 'string' },
      },
    },
    ...errors(400, 401, 409, 429),
  },
} as const;
