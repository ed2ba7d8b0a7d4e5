// What waking another thread costs on this machine: a worker echoes each message, one at a time, so each
// message finds the other side asleep (as the embedded database's thread is between a PATCH's batches).
// Prints the sender's time inside postMessage and the round trip, for a number and for a statement-sized
// message. Runs alone: `npx tsx scripts/bench/thread-wakeup.ts`.
import { Worker } from 'node:worker_threads';

const ECHO = `require('node:worker_threads').parentPort.on('message', () => require('node:worker_threads').parentPort.postMessage(1));`;
const ROUNDS = 5000;

async function rounds(
  worker: Worker,
  message: unknown,
): Promise<{ postMicros: number; roundTripMicros: number }> {
  let posting = 0;
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    await new Promise((answered) => {
      worker.once('message', answered);
      const before = performance.now();
      worker.postMessage(message);
      posting += performance.now() - before;
    });
  }
  return {
    postMicros: (posting * 1000) / ROUNDS,
    roundTripMicros: ((performance.now() - started) * 1000) / ROUNDS,
  };
}

async function main(): Promise<void> {
  const worker = new Worker(ECHO, { eval: true });
  const statement = {
    op: 'query',
    sql: 'SELECT 1 '.repeat(400),
    params: ['a', ['b', 'c']],
    transaction: null,
  };
  await rounds(worker, 1); // warm-up
  console.log(`Thread wake-ups (${ROUNDS} messages each, one at a time):`);
  for (const [label, message] of [
    ['a number', 1],
    ['a statement-sized message (3.6 KB of SQL)', statement],
  ] as const) {
    const { postMicros, roundTripMicros } = await rounds(worker, message);
    console.log(
      `  ${label}: postMessage ${postMicros.toFixed(0)} µs, round trip ${roundTripMicros.toFixed(0)} µs`,
    );
  }
  await worker.terminate();
}

void main();
