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

  it('defuses a formula wherever a spreadsheet may start a cell: after a comma, semicolon, tab or line break', () => {
    expect(csvCell("x;=1+cmd|' /C calc'!A0")).toBe(`"x;'=1+cmd|' /C calc'!A0"`);
    expect(csvCell('a; =1+1')).toBe(`"a; '=1+1"`);
    expect(csvCell('a,+1')).toBe(`"a,'+1"`);
    expect(csvCell('a\t@SUM(1)')).toBe(`"a\t'@SUM(1)"`);
    expect(csvCell('a\n-1+1')).toBe(`"a\n'-1+1"`);
    expect(csvCell('\t=1')).toBe(`"'\t'=1"`);
    expect(csvCell('a - b = c')).toBe('a - b = c');
  });

  it('quotes values holding a semicolon or tab, so a spreadsheet splitting on them keeps one cell', () => {
    expect(csvCell('API; Web')).toBe('"API; Web"');
    expect(csvCell('API\tWeb')).toBe('"API\tWeb"');
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
