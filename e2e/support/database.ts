// Direct database access for what no screen or API can do yet: making a viewer (invitations and
// role changes arrive with the settings issue). Only with the PostgreSQL server of E2E_DATABASE_URL;
// the embedded PGlite belongs to the server process alone.
import { Client } from 'pg';

export const databaseUrl = process.env.E2E_DATABASE_URL;

/** Moves `memberEmail` into the organisation of `ownerEmail` with the viewer role. */
export async function makeViewerOf(ownerEmail: string, memberEmail: string): Promise<void> {
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const owner = await client.query<{ organization_id: string }>(
      'SELECT organization_id FROM users WHERE lower(email) = lower($1)',
      [ownerEmail],
    );
    const organizationId = owner.rows[0]?.organization_id;
    if (!organizationId) throw new Error(`no user ${ownerEmail}`);
    const moved = await client.query(
      "UPDATE users SET organization_id = $1, role = 'viewer' WHERE lower(email) = lower($2)",
      [organizationId, memberEmail],
    );
    if (moved.rowCount !== 1) throw new Error(`no user ${memberEmail}`);
  } finally {
    await client.end();
  }
}
