// The index.html shell split at its markers, and the pieces the renderer fills in.
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

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export interface HeadParts {
  title: string;
  description: string;
  /** Extra tags (modulepreload and stylesheet links), already escaped. */
  links?: string;
}

export function headTags({ title, description, links = '' }: HeadParts): string {
  return (
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="${escapeHtml(description)}" />` +
    links
  );
}

/** The hydration data as JSON the browser reads (not an executable script, so no CSP nonce). */
export function dataScript(elementId: string, json: string): string {
  return `<script type="application/json" id="${escapeHtml(elementId)}">${json}</script>`;
}
