// The local scripts, module preloads and stylesheets an HTML page loads up front.

/** Local asset URLs the HTML loads before it is interactive, in document order. */
export function initialAssetUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (!/rel="(stylesheet|modulepreload)"/.test(tag)) continue;
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (href) urls.add(href);
  }
  return [...urls].filter((url) => url.startsWith('/'));
}
