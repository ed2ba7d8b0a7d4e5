import type { Db } from '../../db/db';
import { claimDueMail, markMailFailed, markMailSent } from './repository';
import type { MailTransport } from './transport';

type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type OutboxWorkerOptions = {
  db: Db;
  transport: MailTransport;
  log: Logger;
  pollIntervalMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** Mails in flight at once (default 1): each lane claims its own row, so none is sent twice. */
  concurrency?: number;
};

export type OutboxWorker = {
  start(): void;
  /** Resolves once the mail being sent (if any) is finished. */
  stop(): Promise<void>;
  /** Called after a mail is enqueued so it goes out now rather than at the next poll. */
  wake(): void;
  /** Delivers due mails until none is left or the worker is stopped; returns how many were attempted. */
  drain(): Promise<number>;
};

const LEASE_MS = 60_000;
const SENT_NOT_RECORDED = 'mail sent but not recorded yet; retrying the record, not the mail';
const MAX_BACKOFF_MS = 60 * 60_000;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, log } = options;
  let running = false;
  // Set by stop(): a drain in progress finishes the mail at hand and leaves the backlog for later.
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();
  let wakeAgain = false;

  /**
   * Once SMTP has accepted a mail, failing to record that must not queue it again: the record is retried
   * (the database may be restarting) until it succeeds, the worker stops or the lease is nearly over. Only
   * then can the mail go out a second time, after its lease.
   */
  async function recordSent(id: string): Promise<void> {
    const until = Date.now() + LEASE_MS / 2;
    for (;;) {
      try {
        return await markMailSent(db, id);
      } catch (error) {
        if (stopped || Date.now() + options.retryBaseMs > until) throw error;
        log.warn(
          { mailId: id, err: error instanceof Error ? error.message : String(error) },
          SENT_NOT_RECORDED,
        );
        await new Promise((resolve) => setTimeout(resolve, options.retryBaseMs));
      }
    }
  }

  async function deliverOne(): Promise<boolean> {
    const mail = await claimDueMail(db, LEASE_MS);
    if (!mail) return false;
    try {
      await transport.send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const backoff = Math.min(options.retryBaseMs * 2 ** (mail.attempts - 1), MAX_BACKOFF_MS);
      const giveUp = mail.attempts >= options.maxAttempts;
      const details = { mailId: mail.id, attempts: mail.attempts, err: message };
      if (giveUp) log.error(details, 'mail delivery failed; giving up after the last attempt');
      else log.warn(details, 'mail delivery failed; will retry');
      await markMailFailed(db, mail.id, message, backoff, giveUp);
      return true;
    }
    await recordSent(mail.id);
    return true;
  }

  async function lane(): Promise<number> {
    let count = 0;
    while (!stopped && (await deliverOne())) count += 1;
    return count;
  }

  // A large fan-out must not wait on one SMTP conversation at a time, nor open unbounded connections.
  async function drain(): Promise<number> {
    const lanes = Array.from({ length: Math.max(1, options.concurrency ?? 1) }, lane);
    // Settled, not Promise.all: stop() awaits the drain, so every lane must have finished when it returns.
    const results = await Promise.allSettled(lanes);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return results.reduce((sum, result) => sum + (result.status === 'fulfilled' ? result.value : 0), 0);
  }

  function schedule(delayMs: number) {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick() {
    timer = null;
    wakeAgain = false;
    current = drain()
      .catch((error: unknown) => log.error({ err: error }, 'outbox worker failed; will retry'))
      .finally(() => schedule(wakeAgain ? 0 : options.pollIntervalMs));
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopped = false;
      schedule(0);
    },
    async stop() {
      running = false;
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
      transport.close();
    },
    wake() {
      if (!running) return;
      if (timer) schedule(0);
      else wakeAgain = true;
    },
    drain,
  };
}
