import {
  bearerSecurity,
  emailSchema,
  errors,
  NO_LINE_BREAK_PATTERN,
  okAnswer,
  optionalBearerSecurity,
  linkToken as token,
} from '../../lib/http-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/password';

const tags = ['auth'];
/** A password being chosen: the length rules apply. */
export const newPassword = {
  type: 'string',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
} as const;
/** A password being checked: no minLength, a short one simply does not match. */
export const givenPassword = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;
const refreshHeader = {
  type: 'object',
  properties: { authorization: { type: 'string', description: 'Bearer <refresh_token>' } },
} as const;
const sessionTokens = {
  type: 'object',
  required: ['access_token', 'refresh_token'],
  properties: { access_token: { type: 'string' }, refresh_token: { type: 'string' } },
} as const;

/** A new session: the user and its tokens (signing in, joining through an invitation). */
export const signedInAnswer = {
  type: 'object',
  required: ['user', 'access_token', 'refresh_token'],
  properties: { user: { $ref: 'User' }, ...sessionTokens.properties },
} as const;

export const registerSchema = {
  tags,
  summary: 'Create an account and its organisation; mails a verification link',
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: {
      email: emailSchema,
      password: newPassword,
      org_name: { type: 'string', maxLength: 100, pattern: NO_LINE_BREAK_PATTERN },
    },
  },
  response: {
    201: {
      type: 'object',
      required: ['user'],
      properties: {
        user: {
          type: 'object',
          required: ['id', 'email'],
          properties: { id: { type: 'string' }, email: { type: 'string' } },
        },
      },
    },
    ...errors(400, 409, 429),
  },
} as const;

export const verifyEmailSchema = {
  tags,
  summary: 'Confirm an e-mail address with the token from the verification mail',
  body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token } },
  response: {
    200: {
      type: 'object',
      required: ['verified', 'already_verified'],
      properties: {
        verified: { type: 'boolean', const: true },
        /** The link was used before (or expired) and its account is verified: nothing left but to sign in. */
        already_verified: { type: 'boolean' },
      },
    },
    ...errors(400, 429),
  },
} as const;

export const emailOnlySchema = (summary: string) =>
  ({
    tags,
    summary,
    body: {
      type: 'object',
      required: ['email'],
      additionalProperties: false,
      properties: { email: emailSchema },
    },
    response: { 202: okAnswer, ...errors(400, 429) },
  }) as const;

export const loginSchema = {
  tags,
  summary: 'Sign in with e-mail and password',
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: { email: emailSchema, password: givenPassword },
  },
  response: { 200: signedInAnswer, ...errors(400, 401, 403, 429) },
} as const;

export const refreshSchema = {
  tags,
  summary: 'Rotate the refresh token (Authorization: Bearer <refresh_token>)',
  headers: refreshHeader,
  security: bearerSecurity,
  response: { 200: sessionTokens, ...errors(401) },
} as const;

export const logoutSchema = {
  tags,
  summary: "Revoke the refresh token's session (idempotent: without one, nothing to revoke)",
  headers: refreshHeader,
  security: optionalBearerSecurity,
  response: { 204: { type: 'null', description: 'Signed out' }, ...errors() },
} as const;

export const resetPasswordSchema = {
  tags,
  summary: 'Set a new password with the token from the reset mail; signs out every session',
  body: {
    type: 'object',
    required: ['token', 'password'],
    additionalProperties: false,
    properties: { token, password: newPassword },
  },
  response: { 204: { type: 'null', description: 'Password changed' }, ...errors(400, 429) },
} as const;
