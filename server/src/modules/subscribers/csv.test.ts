import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain values alone', () => {
    expect(csvCell('ann@example.test')).toBe('ann@example.test');
    expect(csvCell('')).toBe('');
  });

  it('quotes values with commas, quotes or line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('API, Web')).toBe('"API, Web"');
    expect(csvCell('the "core"')).toBe('"the ""core"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('defuses values a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`).replace(/^"/, '').startsWith(`'${start}`)).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://evil.test","x")')).toBe('"\'=HYPERLINK(""http://evil.test"",""x"")"');
  });
});

describe('toCsv', () => {
  it('starts with a BOM and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,2\r\n');
  });
});
