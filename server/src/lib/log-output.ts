import type { Writable } from 'node:stream';
import pinoPretty from 'pino-pretty';

/** What the decision reads of an output stream: Node sets `isTTY` on a stream attached to a terminal. */
type Output = { isTTY?: boolean } | NodeJS.WritableStream;

/**
 * Readable, coloured log lines for a person at a terminal (`npm start`, `npm run dev`); JSON lines, one
 * object each, wherever the output goes to a pipe, a file or a log collector — and in tests, which pass a
 * stream of their own.
 */
export function logsAreForAPerson(output: Output): boolean {
  return 'isTTY' in output && output.isTTY === true;
}

/**
 * The stream the server logs to when nobody passed one: stdout as JSON, or through pino-pretty (written
 * synchronously, in order with the mails the log transport prints to the same terminal) when a person
 * reads it.
 */
export function defaultLogStream(output: Writable = process.stdout): Writable | undefined {
  if (!logsAreForAPerson(output)) return undefined;
  return pinoPretty({
    destination: output,
    sync: true,
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}
