import type { Queryable } from '../../db/db';
import { touchApiToken } from './repository';

const MINUTE_MS = 60_000;
/** Past this many remembered tokens, entries older than a minute are forgotten (they would write anyway). */
const PRUNE_AT = 10_000;

export type LastUsedRecorder = (tokenId: string, lastUsedAt: Date | null) => Promise<void>;

/**
 * `last_used_at` at most once a minute per token, without a write on the other requests: this process
 * remembers when it last wrote each token, the row read by the lookup says when any process last did, and
 * the UPDATE itself is conditional (so several processes together still write about once a minute).
 */
export function createLastUsedRecorder(db: Queryable, now: () => number = Date.now): LastUsedRecorder {
  const written = new Map<string, number>();
  return async (tokenId, lastUsedAt) => {
    const at = now();
    const last = Math.max(written.get(tokenId) ?? 0, lastUsedAt?.getTime() ?? 0);
    if (at - last < MINUTE_MS) return;
    if (written.size >= PRUNE_AT) {
      for (const [id, time] of written) if (at - time >= MINUTE_MS) written.delete(id);
    }
    written.set(tokenId, at);
    await touchApiToken(db, tokenId);
  };
}
