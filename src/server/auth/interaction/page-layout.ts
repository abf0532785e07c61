// The frame of the sign-in pages: plain server-rendered HTML styled like the product (navy, teal,
// a warm accent, system fonts), a card on a soft background, and no script at all so the strict
// Content-Security-Policy holds and the forms work without JavaScript.
import { APP_NAME, FIRM_NAME } from '../../../shared/constants';
import { SITE_PAGES } from '../../../shared/routes/site';
import { escapeHtmlNumeric } from '../../html/escape-html';

const STYLE = `
:root{color-scheme:light;--navy:#13213c;--navy-soft:#2b416a;--teal:#0f766e;--teal-dark:#0b5f58;--gold:#eaa92a;--ink:#3b4658;--muted:#556275;--line:#d5dce6;--danger:#b42318;--bg:#f8f6f1}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans","Liberation Sans",Arial,sans-serif;color:var(--ink);background:var(--bg)}
.top{padding:18px clamp(16px,4vw,32px)}
.brand{display:inline-flex;align-items:center;gap:10px;color:var(--navy);text-decoration:none;font-weight:800;font-size:1.125rem;letter-spacing:-.01em}
.brand svg{flex:none}
main{flex:1;display:flex;justify-content:center;align-items:flex-start;padding:16px clamp(12px,4vw,32px) 40px}
.card{width:100%;max-width:440px;background:#fff;border:1px solid #e3e7ee;border-top:4px solid var(--gold);border-radius:14px;box-shadow:0 12px 32px rgba(19,33,60,.08);padding:32px clamp(20px,5vw,36px)}
h1{margin:0 0 8px;color:var(--navy);font-size:1.6rem;line-height:1.25}
.intro{margin:0 0 24px;color:var(--muted)}
.field{margin:0 0 18px}
label{display:block;margin:0 0 6px;color:var(--navy);font-weight:600}
.hint{margin:-2px 0 6px;color:var(--muted);font-size:.875rem}
input[type=text],input[type=email],input[type=password]{width:100%;min-height:46px;padding:10px 12px;border:1px solid var(--line);border-radius:8px;font:inherit;color:var(--navy);background:#fff}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--gold);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--danger)}
.error{margin:6px 0 0;color:var(--danger);font-size:.9rem;font-weight:600}
.alert{margin:0 0 20px;padding:12px 14px;border-radius:8px;border:1px solid #f4c7c3;background:#fef3f2;color:var(--danger);font-weight:600}
.alert p{margin:0}.alert p+p{margin-top:6px}
.notice{margin:0 0 20px;padding:12px 14px;border-radius:8px;border:1px solid #b7e1da;background:#ecf8f6;color:var(--teal-dark);font-weight:600}
.row{display:flex;justify-content:flex-end;margin:-6px 0 18px;font-size:.925rem}
.button{display:block;width:100%;min-height:48px;padding:12px 18px;border:0;border-radius:8px;background:var(--teal);color:#fff;font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.button:hover{background:var(--teal-dark)}
.button.secondary{background:#fff;color:var(--navy);border:1px solid var(--line);margin-top:12px}
.button.secondary:hover{background:#f3f5f9}
a{color:var(--teal);font-weight:600}
a:hover{color:var(--teal-dark)}
.switch{margin:22px 0 0;padding-top:18px;border-top:1px solid #edf0f4;text-align:center;color:var(--muted)}
.fine{margin:16px 0 0;color:var(--muted);font-size:.85rem;text-align:center}
.booking{margin:0 0 24px;padding:16px 18px;border:1px solid #d9e7e4;border-left:4px solid var(--teal);border-radius:10px;background:#f4faf9}
.booking p{margin:0}
.booking-eyebrow{color:var(--teal-dark);font-size:.8rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase}
.booking-what{margin-top:4px!important;color:var(--navy);font-size:1.05rem}
.booking-title{color:var(--muted);font-size:.9rem}
.booking-when{margin-top:10px!important;color:var(--navy);font-weight:600}
.booking-when span{display:block}
.booking-when span+span{font-weight:400;color:var(--ink)}
.booking-price{display:flex;justify-content:space-between;align-items:baseline;margin-top:10px!important;padding-top:10px;border-top:1px solid #d9e7e4;color:var(--muted)}
.booking-price strong{color:var(--navy);font-size:1.15rem}
footer{padding:0 16px 28px;text-align:center;color:var(--muted);font-size:.85rem}
@media (max-width:480px){.card{border-radius:12px;padding:26px 18px}h1{font-size:1.4rem}}
`;

const BRAND_MARK = `<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#1b2d4f"/><rect x="7" y="17" width="4.5" height="8" rx="1.5" fill="#2a9d8f"/><rect x="13.75" y="12" width="4.5" height="13" rx="1.5" fill="#2a9d8f"/><rect x="20.5" y="7" width="4.5" height="18" rx="1.5" fill="#eaa92a"/></svg>`;

export interface PageOptions {
  title: string;
  /** Trusted extra head markup (an external script at most: the CSP allows no inline one). */
  head?: string;
  /** Trusted HTML of the card. */
  body: string;
}

export function renderPage({ title, body, head = '' }: PageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtmlNumeric(title)} - ${escapeHtmlNumeric(APP_NAME)}</title>
<style>${STYLE}</style>
${head}
</head>
<body>
<header class="top"><a class="brand" href="${SITE_PAGES.home}">${BRAND_MARK}<span>${escapeHtmlNumeric(APP_NAME)}</span></a></header>
<main><div class="card">
${body}
</div></main>
<footer>© ${new Date().getUTCFullYear()} ${escapeHtmlNumeric(FIRM_NAME)}</footer>
</body>
</html>`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  errors?: readonly string[];
  minLength?: number;
  maxLength?: number;
  hint?: string;
  autofocus?: boolean;
}

/** A labelled input whose hint and messages are tied to it for screen readers. */
export function field(options: FieldOptions): string {
  const id = `field-${options.name}`;
  const errors = options.errors ?? [];
  const describedBy = [
    options.hint ? `${id}-hint` : '',
    errors.length > 0 ? `${id}-error` : '',
  ].filter(Boolean);
  const attributes = [
    `id="${id}"`,
    `name="${escapeHtmlNumeric(options.name)}"`,
    `type="${options.type}"`,
    `autocomplete="${options.autocomplete}"`,
    'required',
    options.minLength ? `minlength="${options.minLength}"` : '',
    options.maxLength ? `maxlength="${options.maxLength}"` : '',
    options.value !== undefined && options.type !== 'password'
      ? `value="${escapeHtmlNumeric(options.value)}"`
      : '',
    options.type === 'email' ? 'inputmode="email" spellcheck="false"' : '',
    errors.length > 0 ? 'aria-invalid="true"' : '',
    describedBy.length > 0 ? `aria-describedby="${describedBy.join(' ')}"` : '',
    options.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  return `<div class="field">
<label for="${id}">${escapeHtmlNumeric(options.label)}</label>
${options.hint ? `<p class="hint" id="${id}-hint">${escapeHtmlNumeric(options.hint)}</p>` : ''}
<input ${attributes.join(' ')}>
${errors.length > 0 ? `<p class="error" id="${id}-error">${errors.map(escapeHtmlNumeric).join(' ')}</p>` : ''}
</div>`;
}

export function hiddenField(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtmlNumeric(name)}" value="${escapeHtmlNumeric(value)}">`;
}

/** A message about the whole form, announced when the page loads. */
export function alert(messages: readonly string[]): string {
  if (messages.length === 0) return '';
  return `<div class="alert" role="alert">${messages.map((message) => `<p>${escapeHtmlNumeric(message)}</p>`).join('')}</div>`;
}

export function notice(message: string): string {
  return `<p class="notice" role="status">${escapeHtmlNumeric(message)}</p>`;
}
