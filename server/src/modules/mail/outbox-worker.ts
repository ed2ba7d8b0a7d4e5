import type { Db } from '../../db/db';
import { createPollingWorker, type PollingWorker } from '../../lib/polling-worker';
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

export type OutboxWorker = Omit<PollingWorker, 'stopping'>;

const LEASE_MS = 60_000;
const SENT_NOT_RECORDED = 'mail sent but not recorded yet; retrying the record, not the mail';
const MAX_BACKOFF_MS = 60 * 60_000;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, log } = options;

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
        if (worker.stopping || Date.now() + options.retryBaseMs > until) throw error;
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

  const worker = createPollingWorker({
    takeOne: deliverOne,
    concurrency: options.concurrency ?? 1,
    pollIntervalMs: () => options.pollIntervalMs,
    onDrainFailed: (error) => log.error({ err: error }, 'outbox worker failed; will retry'),
  });
  return {
    start: worker.start,
    async stop() {
      await worker.stop();
      transport.close();
    },
    wake: worker.wake,
    drain: worker.drain,
  };
}
