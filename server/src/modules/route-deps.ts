import type { ServiceContext } from '../lib/service-context';
import type { LimiterFactory } from '../plugins/rate-limit';

/** Passed to every route module by app.ts. */
export type RouteDeps = { ctx: ServiceContext; limiter: LimiterFactory };
