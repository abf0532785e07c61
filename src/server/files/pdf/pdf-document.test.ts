// The PDF writer (ADR 0036): a valid PDF 1.4 structure (header, xref offsets that point at their
// objects, trailer), page breaks with "Page N of M", wrapped text and table cells, WinAnsi text
// with characters outside it replaced, and a few thousand table rows written fast.
import { describe, expect, it } from 'vitest';
import { PdfDocument, wrapText } from './pdf-document';
import { inspectPdf } from './pdf-inspect';
import { textWidth, toWinAnsi } from './win-ansi';

const columns = [
  { header: 'Date', width: 90 },
  { header: 'Client', width: 120 },
  { header: 'What', width: 216 },
  { header: 'Amount', width: 90, align: 'right' as const },
];

describe('toWinAnsi', () => {
  it('keeps ASCII and Latin-1, maps the 128–159 specials and replaces the rest', () => {
    expect(toWinAnsi('Plain (text) 100%')).toBe('Plain (text) 100%');
    expect(toWinAnsi('café')).toBe('caf\xe9');
    expect(toWinAnsi('€ “quoted” – — …')).toBe('\x80 \x93quoted\x94 \x96 \x97 \x85');
    expect(toWinAnsi('Łódź ā')).toBe('L\xf3dz a');
    expect(toWinAnsi('漢字 ✓')).toBe('?? ?');
    expect(toWinAnsi('a\tb\nc')).toBe('a b c');
  });

  it('measures with the Helvetica widths', () => {
    // 'A' is 667/1000 em in Helvetica and 722 in Helvetica-Bold.
    expect(textWidth('A', 10)).toBeCloseTo(6.67);
    expect(textWidth('A', 10, 'bold')).toBeCloseTo(7.22);
    expect(textWidth('AA', 12)).toBeCloseTo(16.008);
  });
});

describe('wrapText', () => {
  it('wraps words to the width and cuts a word longer than a line', () => {
    const lines = wrapText('one two three four five six seven', 60, 10);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(60);
    expect(lines.join(' ')).toBe('one two three four five six seven');
    const long = wrapText('x'.repeat(100), 50, 10);
    expect(long.join('')).toBe('x'.repeat(100));
    for (const line of long) expect(textWidth(line, 10)).toBeLessThanOrEqual(50);
  });

  it('keeps line breaks of the text', () => {
    expect(wrapText('first\nsecond', 500, 10)).toEqual(['first', 'second']);
  });
});

describe('PdfDocument', () => {
  it('writes a PDF 1.4 whose xref offsets point at their objects', () => {
    const pdf = new PdfDocument({
      title: 'Test report',
      createdAt: new Date('2026-01-02T03:04:05Z'),
    })
      .heading('Test report', 1)
      .text('A line of text with (parentheses) and a back\\slash.')
      .toBuffer();
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const read = inspectPdf(pdf);
    expect(read.version).toBe('1.4');
    expect(read.offsetsPointAtObjects).toBe(true);
    // Catalog, pages, two fonts, information, one page and its content.
    expect(read.offsets.size).toBe(7);
    expect(read.pageCount).toBe(1);
    expect(read.pages[0]).toEqual([
      'Test report',
      'Page 1 of 1',
      'Test report',
      'A line of text with (parentheses) and a back\\slash.',
    ]);
    expect(pdf.toString('latin1')).toContain('/CreationDate (D:20260102030405Z)');
    expect(pdf.toString('latin1')).toContain(
      '/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding',
    );
  });

  it('breaks pages, repeats the table header and numbers every page of the total', () => {
    const rows = Array.from({ length: 150 }, (_, index) => [
      `2026-01-${String((index % 28) + 1).padStart(2, '0')}`,
      `Client ${index + 1}`,
      index === 3
        ? 'A long description that has to wrap over more than one line of its cell.'
        : 'The Hour',
      `$${index + 1}.00`,
    ]);
    const document = new PdfDocument({ title: 'Rows', header: 'Header line' });
    document.heading('Fees').table(columns, rows);
    const read = inspectPdf(document.toBuffer());
    expect(read.offsetsPointAtObjects).toBe(true);
    expect(read.pageCount).toBe(document.pageCount);
    expect(read.pageCount).toBeGreaterThan(2);
    read.pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${read.pageCount}`);
      expect(page[0]).toBe('Header line');
      expect(page).toContain('Date');
      expect(page).toContain('Amount');
    });
    const all = read.pages.flat();
    for (const index of [1, 75, 150]) expect(all).toContain(`Client ${index}`);
    // The wrapped cell is drawn as several lines, all of its words kept.
    const wrapped = all.slice(all.findIndex((line) => line.startsWith('A long')));
    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.slice(0, 3).join(' ')).toContain(
      'A long description that has to wrap over more than one line of its cell.',
    );
    expect(all.filter((line) => line.startsWith('Client ')).length).toBe(150);
  });

  it('writes characters outside WinAnsi as their replacement', () => {
    const read = inspectPdf(
      new PdfDocument({ title: 'Ünïcode' }).text('Zoë paid €150 → 漢').toBuffer(),
    );
    expect(read.pages[0]).toContain('Zo\xeb paid \x80150 -> ?');
  });

  it('writes five thousand table rows quickly', () => {
    const rows = Array.from({ length: 5000 }, (_, index) => [
      '2026-01-01',
      `Client ${index}`,
      'The Hour with an advisor, paid by card',
      '$250.00',
    ]);
    const started = performance.now();
    const bytes = new PdfDocument({ title: 'Bench' }).table(columns, rows).toBuffer();
    const elapsed = performance.now() - started;
    const read = inspectPdf(bytes);
    expect(read.offsetsPointAtObjects).toBe(true);
    expect(read.pageCount).toBeGreaterThan(50);
    expect(elapsed).toBeLessThan(3000);
  });
});
