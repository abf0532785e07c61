// The "Test mode: no money moves" ribbon, put at the top of every HTML page the server sends while
// the sandbox gateway runs (ADR 0062): the server-rendered pages, the application's shell, the
// sign-in pages and the documents alike. It sits in the page's flow above everything else, so it
// covers nothing, and outside the application's root, so the browser app never renders it over.
import { TEST_MODE } from '../../shared/test-mode';
import { escapeHtmlNumeric } from './escape-html';

export const TEST_MODE_RIBBON_ID = 'test-mode-ribbon';

// Inline styles: the pages have different stylesheets (or none), and the policy allows them.
const RIBBON_STYLE = [
  'display:flex',
  'flex-wrap:wrap',
  'justify-content:center',
  'gap:2px 8px',
  'margin:0',
  'padding:6px 12px',
  'background:#fde68a',
  'border-bottom:2px solid #b45309',
  'color:#3b1d06',
  'font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif',
  'text-align:center',
].join(';');

export const TEST_MODE_RIBBON_HTML =
  `<aside id="${TEST_MODE_RIBBON_ID}" aria-label="Test mode" style="${RIBBON_STYLE}">` +
  `<strong>${escapeHtmlNumeric(TEST_MODE.ribbon)}</strong>` +
  `<span>${escapeHtmlNumeric(TEST_MODE.ribbonDetail)}</span></aside>`;

const BODY_OPEN = /<body\b[^>]*>/i;

/** The page with the ribbon first in its body; a page that has it already, or no body, as it is. */
export function withTestModeRibbon(html: string): string {
  if (html.includes(`id="${TEST_MODE_RIBBON_ID}"`)) return html;
  const body = BODY_OPEN.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}${TEST_MODE_RIBBON_HTML}${html.slice(at)}`;
}
