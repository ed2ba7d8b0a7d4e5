import ICAL from 'ical.js';
import { component, escapeText, foldLine, icalendarText, utcDateTime } from './icalendar';

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('folds at 75 octets without splitting a UTF-8 character, and unfolds to the same line', () => {
    const line = `DESCRIPTION:${'ж'.repeat(40)}x${'€'.repeat(30)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const part of lines) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of lines.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes UTC times and CRLF-terminated components a parser reads back', () => {
    expect(utcDateTime(new Date('2026-11-26T22:48:05.123Z'))).toBe('20261126T224805Z');
    const text = icalendarText(
      component(
        'VCALENDAR',
        [
          ['VERSION', '2.0'],
          ['PRODID', '-//test//EN'],
        ],
        component('VEVENT', [['SUMMARY', 'A; b, c\\d\nnext', 'text']]),
      ),
    );
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const parsed = new ICAL.Component(ICAL.parse(text));
    expect(parsed.getFirstSubcomponent('vevent')?.getFirstPropertyValue('summary')).toBe('A; b, c\\d\nnext');
  });
});
