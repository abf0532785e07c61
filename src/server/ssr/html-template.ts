// The index.html shell split at its markers, and the pieces the renderer fills in.
import { APP_NAME } from '../../shared/constants';
import { escapeHtml } from '../html/escape-html';
export const MARKERS = {
  head: '<!--app-head-->',
  html: '<!--app-html-->',
  data: '<!--app-data-->',
} as const;

export interface HtmlTemplate {
  /** Up to the head marker. */
  beforeHead: string;
  /** From the head marker to the root's content. */
  beforeBody: string;
  /** From the root's content to the data marker. */
  beforeData: string;
  /** The rest of the document. */
  afterData: string;
}

export function splitTemplate(html: string): HtmlTemplate {
  const head = html.indexOf(MARKERS.head);
  const body = html.indexOf(MARKERS.html);
  const data = html.indexOf(MARKERS.data);
  if (head < 0 || body < head || data < body) {
    throw new Error(
      `index.html must contain ${MARKERS.head}, ${MARKERS.html} and ${MARKERS.data} in that order.`,
    );
  }
  return {
    beforeHead: html.slice(0, head),
    beforeBody: html.slice(head + MARKERS.head.length, body),
    beforeData: html.slice(body + MARKERS.html.length, data),
    afterData: html.slice(data + MARKERS.data.length),
  };
}

export interface HeadParts {
  title: string;
  description: string;
  canonicalPath?: string;
  ogType?: string;
  image?: string;
  jsonLd?: Record<string, unknown>[];
  noIndex?: boolean;
  /** Extra tags for the end of the head (the page's inline style), already escaped. */
  links?: string;
}

/** JSON inside a script element: no '<' so nothing can close it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const absolute = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;

/**
 * The head of a page: title, description, and for pages meant to be found, the canonical
 * address, Open Graph and Twitter card tags and structured data. `origin` is PUBLIC_URL.
 */
export function headTags(head: HeadParts, origin = ''): string {
  const { title, description, links = '' } = head;
  let tags =
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="${escapeHtml(description)}" />`;
  if (head.noIndex) return `${tags}<meta name="robots" content="noindex" />${links}`;
  if (head.canonicalPath !== undefined) {
    const url = escapeHtml(absolute(origin, head.canonicalPath));
    tags +=
      `<link rel="canonical" href="${url}" />` +
      `<meta property="og:url" content="${url}" />` +
      `<meta property="og:type" content="${escapeHtml(head.ogType ?? 'website')}" />` +
      `<meta property="og:title" content="${escapeHtml(title)}" />` +
      `<meta property="og:description" content="${escapeHtml(description)}" />` +
      `<meta property="og:site_name" content="${escapeHtml(APP_NAME)}" />` +
      `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`;
    if (head.image) {
      tags += `<meta property="og:image" content="${escapeHtml(absolute(origin, head.image))}" />`;
    }
  }
  for (const block of head.jsonLd ?? []) {
    tags += `<script type="application/ld+json">${scriptJson(block)}</script>`;
  }
  return tags + links;
}

/** The hydration data as JSON the browser reads (not an executable script, so no CSP nonce). */
export function dataScript(elementId: string, json: string): string {
  return `<script type="application/json" id="${escapeHtml(elementId)}">${json}</script>`;
}
