import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import pino from 'pino';
import { defaultLogStream, logsAreForAPerson } from './log-output';

describe('the log format', () => {
  it('is readable text on a terminal and JSON lines anywhere else', () => {
    expect(logsAreForAPerson({ isTTY: true })).toBe(true);
    expect(logsAreForAPerson({ isTTY: false })).toBe(false);
    // A pipe, a file or a test's capture: Node leaves isTTY unset.
    expect(logsAreForAPerson({})).toBe(false);
    expect(logsAreForAPerson(new PassThrough())).toBe(false);
  });

  it('keeps the JSON default (no stream of its own) when the output is not a terminal', () => {
    expect(defaultLogStream(new PassThrough())).toBeUndefined();
  });

  it('writes a line a person reads, level and message first, when the output is a terminal', () => {
    const terminal = Object.assign(new PassThrough(), { isTTY: true });
    const stream = defaultLogStream(terminal);
    if (!stream) throw new Error('A terminal gets a pretty stream');
    pino({ level: 'info' }, stream).info({ mail: { to: 'a@example.test' } }, 'mail printed');
    // Colours are ANSI escapes; without them the line reads "[hh:mm:ss] INFO: mail printed {…}".
    const text = stripVTControlCharacters(String(terminal.read()));
    expect(text).toMatch(
      /^\[\d{2}:\d{2}:\d{2}\] INFO: mail printed \{"mail":\{"to":"a@example\.test"\}\}\n$/,
    );
    expect(text).not.toContain('"level"');
  });
});
