import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../lib/permissions';
import { createComponent, createPage, createUser } from '../../../testing/factories';
import { clientFor } from '../../pages/testing/client';

/** A new organisation with a page of two operational components, and a client for a member of `role`. */
export async function incidentFixture(app: FastifyInstance, role: Role = 'editor') {
  const owner = await createUser(app);
  const user =
    role === 'owner' ? owner : await createUser(app, { role, organizationId: owner.organization_id });
  const page = await createPage(app, owner.organization_id, 'Acme');
  const api = await createComponent(app, page.id, { name: 'API' });
  const web = await createComponent(app, page.id, { name: 'Web' });
  const client = clientFor(app, user);
  const base = `/v1/pages/${page.id}/incidents`;
  return {
    page,
    api,
    web,
    client,
    base,
    put: (url: string, payload: object) => client.send({ method: 'PUT', url, payload }),
    /** A client for another member of the same organisation. */
    member: async (memberRole: Role) =>
      clientFor(app, await createUser(app, { role: memberRole, organizationId: owner.organization_id })),
  };
}

export async function componentStatus(app: FastifyInstance, id: string): Promise<string | undefined> {
  const rows = await app.db.query<{ status: string }>('SELECT status FROM components WHERE id = $1', [id]);
  return rows[0]?.status;
}

/** The component's recorded statuses, oldest first (the uptime history). */
export async function statusHistory(app: FastifyInstance, id: string): Promise<string[]> {
  const rows = await app.db.query<{ status: string }>(
    'SELECT status FROM component_status_changes WHERE component_id = $1 ORDER BY changed_at, id',
    [id],
  );
  return rows.map((row) => row.status);
}
