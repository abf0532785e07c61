// The one rich-text sanitiser (docs/product.md#limits, ADR 0042): sanitize-html with the allowlist
// in src/shared/rich-text.ts. Every rich text a request stores passes through it on write.
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
} from '../../shared/rich-text';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // rel is kept only as the transform below writes it (a visitor's own rel is dropped there).
  allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES.a, 'rel'] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The bodies of these go with their tags; other stripped tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe'],
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _ignored, ...rest } = attribs;
      return {
        tagName,
        attribs:
          target === RICH_TEXT_LINK_TARGET ? { ...rest, target, rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

/** A closing paragraph becomes a line break, so paragraphs stay apart once `p` is stripped. */
const CLOSING_PARAGRAPH = /<\/p\s*>/gi;

/** Rich text as it may be stored: the allowlist's tags and safe links only. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html.replace(CLOSING_PARAGRAPH, '<br />'), OPTIONS);
}
