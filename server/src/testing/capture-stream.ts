import { Writable } from 'node:stream';

export type LogLine = { level: number; msg: string; [field: string]: unknown };

/** A writable that keeps what it is given: for the app's log (JSON lines) or the printed mails. */
export function captureStream() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  return {
    stream,
    text: () => text,
    /** The log entries written so far, parsed. */
    lines: (): LogLine[] =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
  };
}
