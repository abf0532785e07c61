// Prepares a compliance document's HTML for the in-site page: gives every <h2> an id for the
// table of contents, and points links to the other legal documents at their in-site pages.
// Plain string work, so the server render and the hydrating browser produce the same markup.
import { COMPLIANCE_PAGES, LEGAL_DOCUMENT_SLUGS } from '../../../../shared/routes/compliance';

export interface OutlineHeading {
  id: string;
  text: string;
}

export interface DocumentOutline {
  html: string;
  headings: OutlineHeading[];
}

const HEADING = /<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/gi;
const ID_ATTRIBUTE = /\sid\s*=\s*["']([^"']+)["']/i;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const IN_SITE_PAGES: [string, string][] = [
  [COMPLIANCE_PAGES.document(LEGAL_DOCUMENT_SLUGS.terms), COMPLIANCE_PAGES.terms],
  [COMPLIANCE_PAGES.document(LEGAL_DOCUMENT_SLUGS.privacy), COMPLIANCE_PAGES.privacy],
];

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== '#') return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
    const point =
      code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    return Number.isInteger(point) && point > 0 && point <= 0x10ffff
      ? String.fromCodePoint(point)
      : entity;
  });
}

/** The heading's words as plain text: tags dropped, entities decoded, spaces collapsed. */
export function headingText(innerHtml: string): string {
  return decodeEntities(innerHtml.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

export function outlineDocument(bodyHtml: string): DocumentOutline {
  const headings: OutlineHeading[] = [];
  const used = new Set<string>();
  const unique = (base: string) => {
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };

  let html = bodyHtml.replace(HEADING, (whole, attributes: string | undefined, inner: string) => {
    const text = headingText(inner);
    const existing = attributes ? ID_ATTRIBUTE.exec(attributes)?.[1] : undefined;
    if (existing) {
      used.add(existing);
      headings.push({ id: existing, text });
      return whole;
    }
    const id = unique(slugOf(text));
    headings.push({ id, text });
    return `<h2 id="${id}"${attributes ?? ''}>${inner}</h2>`;
  });
  for (const [documentPath, pagePath] of IN_SITE_PAGES) {
    html = html.replaceAll(`href="${documentPath}"`, `href="${pagePath}"`);
  }
  return { html, headings };
}
