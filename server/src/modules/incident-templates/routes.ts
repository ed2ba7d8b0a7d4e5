import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import {
  createTemplateSchema,
  deleteTemplateSchema,
  getTemplateSchema,
  listTemplatesSchema,
  updateTemplateSchema,
} from './schemas';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from './templates';

const read = { permission: 'read' } as const;
const edit = { permission: 'incidents.edit' } as const;
const base = '/v1/pages/:pageId/incident-templates';

export const incidentTemplatesRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(base, { schema: listTemplatesSchema, config: read }, async (request) =>
    listTemplates({ ctx, actor: actorOf(request), input: request.params }),
  );

  app.post(base, { schema: createTemplateSchema, config: edit }, async (request, reply) => {
    const input = { ...request.body, pageId: request.params.pageId };
    return reply.status(201).send(await createTemplate({ ctx, actor: actorOf(request), input }));
  });

  app.get(`${base}/:id`, { schema: getTemplateSchema, config: read }, async (request) =>
    getTemplate({ ctx, actor: actorOf(request), input: request.params }),
  );

  app.patch(`${base}/:id`, { schema: updateTemplateSchema, config: edit }, async (request) =>
    updateTemplate({ ctx, actor: actorOf(request), input: { ...request.body, ...request.params } }),
  );

  app.delete(`${base}/:id`, { schema: deleteTemplateSchema, config: edit }, async (request, reply) => {
    await deleteTemplate({ ctx, actor: actorOf(request), input: request.params });
    return reply.status(204).send(null);
  });
};
