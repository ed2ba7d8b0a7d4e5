import { errors } from '../../lib/http-schemas';

const tags = ['system'];
const status = { type: 'object', required: ['status'], properties: { status: { type: 'string' } } } as const;
const remoteUrl = { type: 'string' } as const;

export const healthSchema = { tags, summary: 'Liveness', response: { 200: status } } as const;

export const readySchema = {
  tags,
  summary: 'Readiness: the database answers',
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
          required: ['remote_auth', 'remote_statuspages', 'remote_settings', 'remote_public'],
          properties: {
            remote_auth: remoteUrl,
            remote_statuspages: remoteUrl,
            remote_settings: remoteUrl,
            remote_public: remoteUrl,
          },
        },
      },
    },
  },
} as const;
