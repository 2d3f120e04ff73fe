import { toCsv } from './csv.js';

describe('CSV for a spreadsheet', () => {
  it('writes a header and one line per row, ending each with CRLF, empty for null', () => {
    expect(toCsv(['a', 'b'], [['x', 5], [null, 'y']])).toBe('a,b\r\nx,5\r\n,y\r\n');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(toCsv(['place'], [['Lisbon, Portugal'], ['the "quiet" room'], ['two\nlines']])).toBe('place\r\n"Lisbon, Portugal"\r\n"the ""quiet"" room"\r\n"two\nlines"\r\n');
  });

  it('shows a cell a spreadsheet would run as a formula as text', () => {
    expect(toCsv(['place'], [['=HYPERLINK("http://evil")'], ['+1'], ['-2'], ['@SUM(A1)'], ['\tx']])).toBe(
      `place\r\n"'=HYPERLINK(""http://evil"")"\r\n'+1\r\n'-2\r\n'@SUM(A1)\r\n'\tx\r\n`,
    );
  });

  it('leaves numbers as they are, negative ones too', () => {
    expect(toCsv(['n'], [[-3]])).toBe('n\r\n-3\r\n');
  });
});
