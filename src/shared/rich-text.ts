// What rich text may keep (docs/product.md#limits): simple formatting and links, nothing that
// runs, styles or loads. The server's sanitiser (src/server/html/sanitize-rich-text.ts) applies it
// to every rich text the product stores; the client may use it to say what an editor allows.

/** The only tags kept; every other tag is removed and its text kept. */
export const RICH_TEXT_TAGS = [
  'b',
  'i',
  'u',
  'em',
  'strong',
  'a',
  'ul',
  'ol',
  'li',
  'br',
  'div',
  'strike',
] as const;

/** The only attributes kept, per tag; a link's target may only open a new tab. */
export const RICH_TEXT_ATTRIBUTES = { a: ['href', 'target'] } as const;

/** The only link schemes kept; any other href (javascript:, data:, vbscript:) is dropped. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** The one target a link may have; the sanitiser adds rel="noopener noreferrer" with it. */
export const RICH_TEXT_LINK_TARGET = '_blank';
