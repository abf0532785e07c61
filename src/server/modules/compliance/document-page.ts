// A compliance document as a standalone, printable page that opens in its own tab.
import { APP_NAME, FIRM_NAME } from '../../../shared/constants';
import type { ComplianceDocumentRecord } from '../../db/schema/compliance';
import { escapeHtmlNumeric } from '../../html/escape-html';

const STYLE = `
:root{color-scheme:light;--ink:#1b2a3a;--muted:#5b6b7c;--brand:#0f4c5c;--line:#dfe6ec}
*{box-sizing:border-box}body{margin:0;font:16px/1.65 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#f6f8fa}
header{background:var(--brand);color:#fff;padding:14px 24px}header a{color:#fff;text-decoration:none;font-weight:700}
main{max-width:820px;margin:32px auto;background:#fff;border:1px solid var(--line);border-radius:12px;padding:40px 48px}
h1{font-size:2rem;line-height:1.2;margin:0 0 4px}h2{margin-top:2em;font-size:1.35rem}h3{font-size:1.1rem}
.meta{color:var(--muted);margin:0 0 24px}a{color:var(--brand)}footer{text-align:center;color:var(--muted);font-size:.9rem;padding:0 16px 32px}
@media (max-width:600px){main{margin:0;border:0;border-radius:0;padding:24px 20px}}
@media print{header,footer{display:none}main{border:0;margin:0;padding:0}body{background:#fff}}`;

export function renderDocumentPage(document: ComplianceDocumentRecord, publicUrl: string): string {
  const title = escapeHtmlNumeric(document.displayName);
  const effective = document.effectiveAt.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - ${escapeHtmlNumeric(APP_NAME)}</title>
<link rel="canonical" href="${escapeHtmlNumeric(publicUrl)}/documents/${escapeHtmlNumeric(document.slug)}">
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">${escapeHtmlNumeric(APP_NAME)}</a></header>
<main>
<h1>${title}</h1>
<p class="meta">${escapeHtmlNumeric(FIRM_NAME)} · Version ${document.version} · Effective ${effective}</p>
${document.bodyHtml}
</main>
<footer>© ${new Date().getUTCFullYear()} ${escapeHtmlNumeric(FIRM_NAME)}</footer>
</body>
</html>`;
}
