import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { OrganizationReads } from '../db/organization-reads';

/** What every service verb receives: no HTTP, no globals. */
export type ServiceContext = {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Nudges the outbox worker after a transaction that enqueued mail has committed. */
  mailEnqueued(): void;
  /** Nudges the webhook worker after a transaction that queued webhook deliveries has committed. */
  webhooksEnqueued?(): void;
  /** The console's main reads, remembered per organisation while provably current (db/organization-reads.ts). */
  reads?: OrganizationReads;
};
