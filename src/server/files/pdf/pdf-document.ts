// A small PDF 1.4 writer for the reports the server generates (ADR 0036): US Letter pages in the
// standard Helvetica and Helvetica-Bold fonts (WinAnsiEncoding, nothing embedded), headings,
// wrapped text, tables with fixed column widths, wrapped cells and a header row repeated on each
// page, page breaks, and a header and "Page N of M" footer on every page. Content streams are
// left uncompressed (readable, and tests decode them); the whole file is built in memory with
// each page's drawing kept as a list of lines and joined once.
import { textWidth, toWinAnsi } from './win-ansi';
import type { FontName } from './win-ansi';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN_X = 48;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 56;
const LINE_GAP = 1.3;
const CELL_PAD = 4;

const FONT_RESOURCE: Record<FontName, string> = { regular: '/F1', bold: '/F2' };

export interface PdfColumn {
  header: string;
  /** Points; the columns of a table should add up to at most contentWidth. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfDocumentOptions {
  title: string;
  /** The small line at the top of every page (the title when not given). */
  header?: string;
  author?: string;
  /** For the document information (CreationDate); the time of writing when not given. */
  createdAt?: Date;
}

interface TextOptions {
  size?: number;
  font?: FontName;
  /** Grey text (0 black to 1 white). */
  grey?: number;
  gapAfter?: number;
}

/** PDF literal string of WinAnsi-encoded text. */
function literal(encoded: string): string {
  return `(${encoded.replace(/[\\()]/g, (char) => `\\${char}`).replace(/\r/g, '\\r')})`;
}

const num = (value: number) => (Math.round(value * 100) / 100).toString();

/** Words of encoded text broken into lines no wider than `width` (long words are cut). */
export function wrapEncoded(
  encoded: string,
  width: number,
  size: number,
  font: FontName = 'regular',
): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (text: string) => textWidth(text, size, font) <= width;
  for (const word of encoded.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (rest && !fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

/** Lines of plain text, each paragraph (split on line breaks) wrapped to `width`. */
export function wrapText(
  text: string,
  width: number,
  size: number,
  font: FontName = 'regular',
): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .flatMap((part) => wrapEncoded(toWinAnsi(part), width, size, font));
}

export class PdfDocument {
  readonly contentWidth = PAGE_WIDTH - 2 * MARGIN_X;
  private readonly pages: string[][] = [];
  private page: string[] = [];
  private y = 0;

  constructor(private readonly options: PdfDocumentOptions) {
    this.newPage();
  }

  get pageCount(): number {
    return this.pages.length;
  }

  private newPage(): void {
    this.page = [];
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN_TOP;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  private ensureRoom(height: number): boolean {
    if (this.y - height >= MARGIN_BOTTOM) return false;
    this.newPage();
    return true;
  }

  private drawText(
    encoded: string,
    x: number,
    baseline: number,
    size: number,
    font: FontName,
    grey = 0,
  ): void {
    if (!encoded) return;
    const colour = grey ? `${num(grey)} g ` : '';
    this.page.push(
      `BT ${colour}${FONT_RESOURCE[font]} ${num(size)} Tf ${num(x)} ${num(baseline)} Td ${literal(encoded)} Tj ET${grey ? ' 0 g' : ''}`,
    );
  }

  private rule(y: number, x1 = MARGIN_X, x2 = PAGE_WIDTH - MARGIN_X, grey = 0.75): void {
    this.page.push(`${num(grey)} G 0.5 w ${num(x1)} ${num(y)} m ${num(x2)} ${num(y)} l S 0 G`);
  }

  /** Wrapped text; starts a new page when a line no longer fits. */
  text(content: string, options: TextOptions = {}): this {
    const size = options.size ?? 10;
    const font = options.font ?? 'regular';
    const leading = size * LINE_GAP;
    for (const line of wrapText(content, this.contentWidth, size, font)) {
      this.ensureRoom(leading);
      this.y -= leading;
      this.drawText(line, MARGIN_X, this.y + (leading - size) / 2, size, font, options.grey);
    }
    this.y -= options.gapAfter ?? 4;
    return this;
  }

  /** A heading kept on the same page as at least a few lines after it. */
  heading(content: string, level: 1 | 2 = 2): this {
    const size = level === 1 ? 18 : 13;
    this.ensureRoom(size * LINE_GAP + 48);
    this.y -= level === 1 ? 0 : 8;
    this.text(content, { size, font: 'bold', gapAfter: level === 1 ? 6 : 2 });
    if (level === 2) {
      this.rule(this.y + 1);
      this.y -= 4;
    }
    return this;
  }

  space(points: number): this {
    this.y -= points;
    return this;
  }

  /**
   * A table: the header row in bold, each cell wrapped to its column, a thin rule under each
   * row. A row that no longer fits goes to the next page, which repeats the header row.
   */
  table(columns: readonly PdfColumn[], rows: readonly (readonly string[])[], size = 8): this {
    const leading = size * LINE_GAP;
    const cellLines = (cells: readonly string[], font: FontName) =>
      columns.map((column, index) =>
        wrapText(cells[index] ?? '', column.width - 2 * CELL_PAD, size, font),
      );
    const header = cellLines(
      columns.map((column) => column.header),
      'bold',
    );
    const heightOf = (lines: string[][]) =>
      Math.max(1, ...lines.map((cell) => cell.length)) * leading + 2 * CELL_PAD;

    const drawRow = (lines: string[][], font: FontName) => {
      const height = heightOf(lines);
      let x = MARGIN_X;
      lines.forEach((cell, index) => {
        const column = columns[index]!;
        cell.forEach((line, lineIndex) => {
          const baseline = this.y - CELL_PAD - (lineIndex + 1) * leading + (leading - size) / 2;
          const left =
            column.align === 'right'
              ? x + column.width - CELL_PAD - textWidth(line, size, font)
              : x + CELL_PAD;
          this.drawText(line, left, baseline, size, font);
        });
        x += column.width;
      });
      this.y -= height;
      const right = MARGIN_X + columns.reduce((sum, column) => sum + column.width, 0);
      this.rule(this.y, MARGIN_X, right, font === 'bold' ? 0.3 : 0.8);
    };

    this.ensureRoom(heightOf(header) + leading + 2 * CELL_PAD);
    drawRow(header, 'bold');
    for (const row of rows) {
      const lines = cellLines(row, 'regular');
      if (this.ensureRoom(heightOf(lines))) drawRow(header, 'bold');
      drawRow(lines, 'regular');
    }
    this.y -= 8;
    return this;
  }

  /** The finished file. */
  toBuffer(): Buffer {
    const total = this.pages.length;
    const headerText = toWinAnsi(this.options.header ?? this.options.title);
    const objects: string[] = [];
    // 1 catalog, 2 page tree, 3 and 4 fonts, 5 information; then each page and its content.
    const pageIds = this.pages.map((_, index) => 6 + index * 2);
    objects.push('<< /Type /Catalog /Pages 2 0 R >>');
    objects.push(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${total} >>`,
    );
    objects.push(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    );
    objects.push(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    );
    const created = this.options.createdAt ?? new Date();
    const pdfDate = created
      .toISOString()
      .replace(/[-:T]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    objects.push(
      `<< /Title ${literal(toWinAnsi(this.options.title))}` +
        (this.options.author ? ` /Author ${literal(toWinAnsi(this.options.author))}` : '') +
        ` /Producer (Just Financial Advice) /CreationDate (D:${pdfDate}) >>`,
    );
    this.pages.forEach((drawing, index) => {
      const footer = toWinAnsi(`Page ${index + 1} of ${total}`);
      const footerX = (PAGE_WIDTH - textWidth(footer, 8)) / 2;
      const frame = [
        `BT 0.4 g /F1 8 Tf ${MARGIN_X} ${PAGE_HEIGHT - 36} Td ${literal(headerText)} Tj ET 0 g`,
        `0.8 G 0.5 w ${MARGIN_X} ${PAGE_HEIGHT - 42} m ${PAGE_WIDTH - MARGIN_X} ${PAGE_HEIGHT - 42} l S 0 G`,
        `BT 0.4 g /F1 8 Tf ${num(footerX)} 30 Td ${literal(footer)} Tj ET 0 g`,
      ];
      const stream = [...frame, ...drawing].join('\n');
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + index * 2} 0 R >>`,
      );
      objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    });

    // Every string above holds one char per byte (WinAnsi), so lengths are byte counts.
    const parts: string[] = ['%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'];
    let offset = parts[0]!.length;
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      const text = `${index + 1} 0 obj\n${body}\nendobj\n`;
      offsets.push(offset);
      parts.push(text);
      offset += text.length;
    });
    const xref = [
      'xref',
      `0 ${objects.length + 1}`,
      '0000000000 65535 f ',
      ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    ].join('\n');
    parts.push(
      `${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    );
    return Buffer.from(parts.join(''), 'latin1');
  }
}
