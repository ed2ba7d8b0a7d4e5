// The frame of a deployment test file (node:test): the layout started before its tests and stopped after
// them, and tests whose failure keeps the logs.
import { after, before, it } from 'node:test';
import { type Layout, startLayout } from './layout';
import { tail } from './processes';

/** Wrong passwords an (e-mail, IP) pair may try before 429: small, so the tests reach the limit quickly. */
export const LOGIN_PAIR_MAX = 3;

export type Print = (message: string) => void;

/**
 * Starts the layout before the suite's tests and hands it to `onLayout` (which may seed it); after them,
 * `beforeStop` ends the suite's own background work and the layout stops. Returns the suite's `it`: a
 * failing test keeps the logs and prints each replica's last lines; `print` writes the test's diagnostics.
 */
export function deploySuite(onLayout: (layout: Layout) => Promise<void> | void, beforeStop?: () => void) {
  let layout: Layout | undefined;
  let failed = false;
  before(async () => {
    layout = await startLayout({ env: { RATE_LIMIT_LOGIN_PAIR: `${LOGIN_PAIR_MAX}/600` } });
    await onLayout(layout);
  });
  after(async () => {
    beforeStop?.();
    if (failed && layout)
      for (const replica of layout.replicas) console.log(`${replica.name}:\n${tail(replica.logFile)}`);
    await layout?.stop(failed);
  });
  return (name: string, body: (print: Print) => Promise<void>) =>
    it(name, async (t) => {
      try {
        await body(t.diagnostic.bind(t));
      } catch (error) {
        failed = true;
        throw error;
      }
    });
}
