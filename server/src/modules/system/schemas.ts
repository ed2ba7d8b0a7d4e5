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
  summary: 'Runtime configuration of the front ends: API base and remote manifest URLs',
  response: {
    200: {
      type: 'object',
      required: ['apiBase', 'remotes'],
      properties: {
        apiBase: { type: 'string' },
        remotes: {
          type: 'object',
          required: remoteNames,
          properties: Object.fromEntries(remoteNames.map((name) => [name, remoteUrl])),
        },
      },
    },
  },
} as const;
