import type { LimiterFactory } from '../plugins/rate-limit';
import type { ServiceContext } from './service-context';

/** Passed to every route module by app.ts. */
export type RouteDeps = { ctx: ServiceContext; limiter: LimiterFactory };
