// CSV fields as spreadsheets read them: quoted when they hold a comma, quote or line break, and
// never run as a formula.
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('ACH 1001, "March"')).toBe('"ACH 1001, ""March"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(-15)).toBe('-15');
  });

  it('keeps a spreadsheet from running a field as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c, d', 1],
      ]),
    ).toBe('a,b\r\n"c, d",1\r\n');
  });
});
