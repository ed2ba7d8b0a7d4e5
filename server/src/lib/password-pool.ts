import { Worker } from 'node:worker_threads';
import { ServiceBusyError } from './service-busy';

export type ScryptJob = {
  password: string;
  salt: Buffer;
  keyLength: number;
  N: number;
  r: number;
  p: number;
};
export type PasswordPoolOptions = { workers: number; maxQueue: number };

type Pending = { job: ScryptJob; resolve: (key: Buffer) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; current: Pending | null; startedAt: number };

// scryptSync on the worker's own thread: the async scrypt would go back to libuv's pool, which is shared by
// the whole process (worker threads included) and is what file reads wait on. Inline source, so the same
// code runs under tsc's output, tsx and jest without locating a compiled worker file.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, job.salt, job.keyLength,
      { N: job.N, r: job.r, p: job.p, maxmem: 256 * 1024 * 1024 });
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});
`;

/**
 * A fixed number of hashing threads and a bounded queue in front of them. When the queue is full the
 * caller gets a 503 at once instead of piling up memory (128 MiB per running hash) and latency.
 */
export class PasswordPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private averageMs = 300;
  private closed = false;

  constructor(private readonly options: PasswordPoolOptions) {
    for (let i = 0; i < options.workers; i += 1) this.slots.push(this.spawn());
  }

  run(job: ScryptJob): Promise<Buffer> {
    if (this.closed) return Promise.reject(new ServiceBusyError('The server is shutting down', 5));
    return new Promise((resolve, reject) => {
      const pending = { job, resolve, reject };
      const idle = this.slots.find((slot) => slot.current === null);
      if (idle) return this.start(idle, pending);
      if (this.queue.length >= this.options.maxQueue) {
        return reject(
          new ServiceBusyError('Too many sign-ins at once; please retry shortly', this.retryAfter()),
        );
      }
      this.queue.push(pending);
    });
  }

  /** Queued jobs are refused; running ones are abandoned (their requests are being cut anyway). */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) {
      pending.reject(new ServiceBusyError('The server is shutting down', 5));
    }
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private retryAfter(): number {
    const waitMs = ((this.queue.length + 1) * this.averageMs) / this.slots.length;
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(WORKER_SOURCE, { eval: true }), current: null, startedAt: 0 };
    // Idle hashing threads must not keep the process alive (e.g. when start-up fails after creating them).
    slot.worker.unref();
    slot.worker.on('message', (message: { key?: Uint8Array; error?: string }) => {
      const pending = slot.current;
      slot.current = null;
      this.averageMs = this.averageMs * 0.8 + (Date.now() - slot.startedAt) * 0.2;
      if (message.key) pending?.resolve(Buffer.from(message.key));
      else pending?.reject(new Error(message.error ?? 'scrypt failed'));
      this.next(slot);
    });
    slot.worker.on('error', (error) => {
      slot.current?.reject(error);
      slot.current = null;
    });
    slot.worker.on('exit', () => {
      if (this.closed) return;
      // A crashed hashing thread is replaced, so the pool never silently shrinks.
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots[index] = this.spawn();
      this.next(this.slots[index] ?? slot);
    });
    return slot;
  }

  private start(slot: Slot, pending: Pending): void {
    slot.current = pending;
    slot.startedAt = Date.now();
    slot.worker.postMessage(pending.job);
  }

  private next(slot: Slot): void {
    const pending = this.queue.shift();
    if (pending) this.start(slot, pending);
  }
}
