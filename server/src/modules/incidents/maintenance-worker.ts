import type { ServiceContext } from '../../lib/service-context';
import { tickLoop } from '../../lib/tick-loop';
import { advanceOneMaintenance, type MaintenanceStep, MaintenanceStepError } from './advance-maintenance';

export type MaintenanceWorkerOptions = {
  ctx: ServiceContext;
  /** The time the worker acts at; tests pass their own. */
  clock?: () => Date;
  pollIntervalMs?: number;
};

export type MaintenanceWorker = {
  start(): void;
  /** Resolves once the step being taken (if any) has committed or rolled back. */
  stop(): Promise<void>;
  /** Takes every step due at `now` (default the clock), one transaction each; returns the steps taken. */
  tick(now?: Date): Promise<MaintenanceStep[]>;
};

/** Steps are due to the minute at best; a reminder or a start a few seconds late is fine. */
const DEFAULT_POLL_MS = 10_000;

/**
 * Starts and completes scheduled maintenances with auto_transition, and sends their reminders. Its state is
 * the database alone, so it survives restarts and catches up on what was missed; each step claims its page
 * with SKIP LOCKED, so several replicas can run one each.
 */
export function createMaintenanceWorker(options: MaintenanceWorkerOptions): MaintenanceWorker {
  const { ctx } = options;
  const clock = options.clock ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;

  async function tick(now = clock()): Promise<MaintenanceStep[]> {
    const steps: MaintenanceStep[] = [];
    // A page whose step fails is left until the next tick, so it cannot hold up every other page.
    const failedPages: string[] = [];
    for (;;) {
      let step: MaintenanceStep | null;
      try {
        step = await advanceOneMaintenance(ctx, now, failedPages);
      } catch (error) {
        if (!(error instanceof MaintenanceStepError)) throw error;
        ctx.log.error({ err: error.cause, pageId: error.pageId }, 'maintenance step failed; will retry');
        failedPages.push(error.pageId);
        continue;
      }
      if (!step) return steps;
      steps.push(step);
      // Stopping (shutdown) ends a catch-up between steps; the rest is done by the next start.
      if (loop.stopping) return steps;
    }
  }

  const loop = tickLoop({
    everyMs: pollIntervalMs,
    tick: () => tick(),
    log: ctx.log,
    name: 'maintenance worker',
  });
  return { start: loop.start, stop: loop.stop, tick };
}
