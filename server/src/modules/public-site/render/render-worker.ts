/**
 * Rendering off the event loop. A full page is hundreds of styled elements (90 uptime bars per
 * component, each with its tooltip): tens to hundreds of milliseconds of CPU that would stall every
 * other request if done on the main thread. One worker thread loads the renderer bundle and renders
 * one input at a time; the main thread only caches and serves the results.
 */
import { Worker } from 'node:worker_threads';
import type { RenderInput, RenderOutput } from './ssr-bundle';

// Plain CommonJS, evaluated by the worker (so it runs the same from src/ under jest and from dist/).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { render } = require(workerData.bundle);
if (typeof render !== 'function') throw new Error(workerData.bundle + ' does not export render()');
parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, input }) => {
  let reply;
  try {
    reply = { id, output: render(input) };
  } catch (error) {
    reply = { id, error: error && error.stack ? String(error.stack) : String(error) };
  }
  parentPort.postMessage(reply);
});
`;

type Pending = { resolve: (output: RenderOutput) => void; reject: (error: Error) => void };
type Reply = { ready?: true; id: number; output?: RenderOutput; error?: string };

export class RenderWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** Set when the bundle could not be loaded (the worker died before it was ready): not retried. */
  private broken: Error | null = null;

  constructor(private readonly bundle: string) {}

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bundle: this.bundle } });
    let ready = false;
    worker.on('message', (reply: Reply) => {
      if (reply.ready) {
        ready = true;
        return;
      }
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.output) waiting.resolve(reply.output);
      else waiting.reject(new Error(reply.error ?? 'render failed'));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      if (!ready) this.broken ??= error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the render worker exited (code ${code})`)));
    // The worker never keeps the process alive on its own.
    worker.unref();
    return worker;
  }

  render(input: RenderInput): Promise<RenderOutput> {
    if (this.closed) return Promise.reject(new Error('the render worker is closed'));
    if (this.broken) return Promise.reject(this.broken);
    this.worker ??= this.start();
    const id = this.nextId++;
    const worker = this.worker;
    return new Promise<RenderOutput>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, input });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
