import { sendSerializedOnce } from '../../lib/serialized-once';
import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { createIncident } from './create-incident';
import { deleteIncident } from './delete-incident';
import { editIncidentUpdate } from './edit-incident-update';
import { getIncident } from './get-incident';
import { listIncidents } from './list-incidents';
import { listUnresolvedIncidentsOfPage } from './list-unresolved-incidents';
import {
  createIncidentSchema,
  deleteIncidentSchema,
  editIncidentUpdateSchema,
  getIncidentSchema,
  listIncidentImpactsSchema,
  listIncidentStatusesSchema,
  listIncidentsSchema,
  listUnresolvedIncidentsSchema,
  updateIncidentSchema,
} from './route-schemas';
import { listIncidentImpacts, listIncidentStatuses } from './statuses';
import { updateIncident } from './update-incident';

const read = { permission: 'read' } as const;
const edit = { permission: 'incidents.edit' } as const;

export const incidentsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/v1/incident-statuses', { schema: listIncidentStatusesSchema, config: read }, async () =>
    listIncidentStatuses(),
  );
  app.get('/v1/incident-impacts', { schema: listIncidentImpactsSchema, config: read }, async () =>
    listIncidentImpacts(),
  );

  app.get(
    '/v1/pages/:pageId/incidents/unresolved',
    { schema: listUnresolvedIncidentsSchema, config: read },
    async (request) =>
      listUnresolvedIncidentsOfPage({
        ctx,
        actor: actorOf(request),
        input: { pageId: request.params.pageId },
      }),
  );

  app.get(
    '/v1/pages/:pageId/incidents',
    { schema: listIncidentsSchema, config: read },
    async (request, reply) =>
      sendSerializedOnce(
        reply,
        await listIncidents({
          ctx,
          actor: actorOf(request),
          input: { ...request.query, pageId: request.params.pageId },
        }),
      ),
  );

  app.post(
    '/v1/pages/:pageId/incidents',
    { schema: createIncidentSchema, config: edit },
    async (request, reply) => {
      const input = { ...request.body, pageId: request.params.pageId };
      return reply.status(201).send(await createIncident({ ctx, actor: actorOf(request), input }));
    },
  );

  app.get('/v1/pages/:pageId/incidents/:id', { schema: getIncidentSchema, config: read }, async (request) =>
    getIncident({ ctx, actor: actorOf(request), input: request.params }),
  );

  app.patch(
    '/v1/pages/:pageId/incidents/:id',
    { schema: updateIncidentSchema, config: edit },
    async (request) =>
      updateIncident({ ctx, actor: actorOf(request), input: { ...request.body, ...request.params } }),
  );

  app.put(
    '/v1/pages/:pageId/incidents/:id/incident_updates/:updateId',
    { schema: editIncidentUpdateSchema, config: edit },
    async (request) =>
      editIncidentUpdate({ ctx, actor: actorOf(request), input: { ...request.body, ...request.params } }),
  );

  app.delete(
    '/v1/pages/:pageId/incidents/:id',
    { schema: deleteIncidentSchema, config: edit },
    async (request, reply) => {
      await deleteIncident({ ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );
};
