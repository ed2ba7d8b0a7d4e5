import { REMOTE_APPS } from '../../lib/app-manifest';
import { errors } from '../../lib/http-schemas';

const tags = ['system'];
const status = { type: 'object', required: ['status'], properties: { status: { type: 'string' } } } as const;
const remoteUrl = { type: 'string' } as const;
/** Every remote of apps.json, by its module-federation name. */
const remoteNames = REMOTE_APPS.map((app) => app.mfName);

export const healthSchema = {
  tags,
  summary: 'Liveness: 503 once the embedded database has stopped (restart the process)',
  response: { 200: status, ...errors() },
} as const;

export const readySchema = {
  tags,
  summary: 'Readiness: the database answers and the server is not shutting down (503 while it drains)',
  response: { 200: status, ...errors() },
} as const;

export const appConfigSchema = {
  tags,
  summary:
    "Runtime configuration of the front ends: API base, remote manifest URLs, the legal pages' addresses and the sign-in panel's quote",
  response: {
    200: {
      type: 'object',
      required: ['apiBase', 'remotes', 'termsUrl', 'privacyUrl', 'signInQuote'],
      properties: {
        apiBase: { type: 'string' },
        remotes: {
          type: 'object',
          required: remoteNames,
          properties: Object.fromEntries(remoteNames.map((name) => [name, remoteUrl])),
        },
        /** The Terms of Service and Privacy Policy: the product's default pages or the operator's. */
        termsUrl: { type: 'string' },
        privacyUrl: { type: 'string' },
        /** The operator's quote for the sign-in panel; null: the product's own line. */
        signInQuote: {
          type: ['object', 'null'],
          required: ['text', 'author', 'role'],
          properties: {
            text: { type: 'string' },
            author: { type: ['string', 'null'] },
            role: { type: ['string', 'null'] },
          },
        },
      },
    },
  },
} as const;
