// Reads back the PDFs the writer makes, for tests: the cross-reference table, the page count and
// the text drawn on each page (uncompressed content streams, literal strings shown with Tj).

export interface InspectedPdf {
  version: string;
  /** Object number → byte offset, from the xref table. */
  offsets: Map<number, number>;
  /** What each offset points at is "N 0 obj" for its own N. */
  offsetsPointAtObjects: boolean;
  pageCount: number;
  /** The text of each page, one entry per Tj, in drawing order. */
  pages: string[][];
}

function unescapeLiteral(body: string): string {
  return body.replace(/\\([\\()rn])/g, (_match, char: string) =>
    char === 'r' ? '\r' : char === 'n' ? '\n' : char,
  );
}

export function inspectPdf(bytes: Buffer): InspectedPdf {
  const text = bytes.toString('latin1');
  const version = /^%PDF-(\d\.\d)/.exec(text)?.[1] ?? '';
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  const xref = text.slice(startxref);
  const header = /^xref\s+0 (\d+)\s+/.exec(xref);
  const offsets = new Map<number, number>();
  let pointing = Boolean(header);
  if (header) {
    const count = Number(header[1]);
    const entries = xref.slice(header[0].length).split('\n').slice(0, count);
    entries.forEach((entry, index) => {
      const match = /^(\d{10}) (\d{5}) ([nf]) $/.exec(entry);
      if (!match) pointing = false;
      else if (match[3] === 'n') offsets.set(index, Number(match[1]));
    });
  }
  for (const [id, at] of offsets) {
    if (!text.startsWith(`${id} 0 obj`, at)) pointing = false;
  }
  const objectAt = (id: number) => {
    const at = offsets.get(id) ?? -1;
    return at < 0 ? '' : text.slice(at, text.indexOf('endobj', at));
  };
  const pageObjects = [...offsets.keys()]
    .map((id) => objectAt(id))
    .filter((body) => /\/Type \/Page\b(?!s)/.test(body));
  const pages = pageObjects.map((body) => {
    const contentsId = Number(/\/Contents (\d+) 0 R/.exec(body)?.[1]);
    const content = objectAt(contentsId);
    const length = Number(/\/Length (\d+)/.exec(content)?.[1]);
    const start = content.indexOf('stream\n') + 'stream\n'.length;
    const stream = content.slice(start, start + length);
    return [...stream.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) =>
      unescapeLiteral(match[1]!),
    );
  });
  return { version, offsets, offsetsPointAtObjects: pointing, pageCount: pages.length, pages };
}
