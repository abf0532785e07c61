// The one look of every email: a card with the product name, a greeting and a list of blocks.
// Each block renders twice, as HTML and as plain text, so both bodies carry the same facts and
// links. Every value placed in HTML is escaped here, never by the templates.
import { APP_NAME, FIRM_NAME } from '../../../shared/constants';
import type { EmailContent } from '../../integrations/email/email';
import { escapeHtmlNumeric } from '../../html/escape-html';

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** Label and value rows: the when, who and how much of a message. */
  | { kind: 'facts'; rows: [label: string, value: string][] }
  | { kind: 'list'; title: string; items: string[] }
  /** The main call to action, with the address spelled out for clients that hide buttons. */
  | { kind: 'button'; label: string; url: string }
  /** A secondary link on its own line. */
  | { kind: 'link'; label: string; url: string }
  /** Someone's own words, kept with their paragraphs and line breaks. */
  | { kind: 'quote'; text: string }
  /** A written message (product news): paragraphs and line breaks kept, web addresses linked. */
  | { kind: 'text'; text: string };

export interface EmailLayout {
  publicUrl: string;
  greeting: string;
  blocks: EmailBlock[];
}

const COLORS = { ink: '#13213c', body: '#3b4658', muted: '#556275', brand: '#0f766e' };
const P_STYLE = `margin:0 0 16px;font-size:16px;line-height:1.6;color:${COLORS.body}`;

const paragraphs = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"]*[^\s<>".,;:!?)'’”]/g;

/** One paragraph of written text in HTML: escaped, with its web addresses as links. */
function linkedHtml(text: string): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const url = match[0];
    html += escapeHtmlNumeric(text.slice(from, match.index));
    html += `<a href="${escapeHtmlNumeric(url)}" style="color:#0b5f58;word-break:break-all">${escapeHtmlNumeric(url)}</a>`;
    from = match.index + url.length;
  }
  return (html + escapeHtmlNumeric(text.slice(from))).replace(/\n/g, '<br>');
}

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${P_STYLE}">${escapeHtmlNumeric(block.text)}</p>`;
    case 'facts': {
      const row = ([label, value]: [string, string]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:${COLORS.muted};white-space:nowrap;vertical-align:top">${escapeHtmlNumeric(label)}</td><td style="padding:4px 0;color:${COLORS.ink};word-break:break-word">${escapeHtmlNumeric(value)}</td></tr>`;
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 20px;font-size:15px;line-height:1.5">${block.rows.map(row).join('')}</table>`;
    }
    case 'list':
      return `<p style="margin:0 0 8px;font-size:16px;line-height:1.6;color:${COLORS.ink};font-weight:700">${escapeHtmlNumeric(block.title)}</p>
<ul style="margin:0 0 16px;padding-left:22px;font-size:16px;line-height:1.6;color:${COLORS.body}">${block.items.map((item) => `<li>${escapeHtmlNumeric(item)}</li>`).join('')}</ul>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtmlNumeric(block.url)}" style="display:inline-block;background:${COLORS.brand};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:8px">${escapeHtmlNumeric(block.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${COLORS.muted}">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtmlNumeric(block.url)}</span></p>`;
    case 'link':
      return `<p style="${P_STYLE}"><a href="${escapeHtmlNumeric(block.url)}" style="color:#0b5f58;font-weight:700">${escapeHtmlNumeric(block.label)}</a></p>`;
    case 'quote':
      return `<div style="margin:0 0 16px;border-left:3px solid #e3e7ee;padding-left:14px">${paragraphs(
        block.text,
      )
        .map(
          (part) =>
            `<p style="${P_STYLE};word-break:break-word">${escapeHtmlNumeric(part).replace(/\n/g, '<br>')}</p>`,
        )
        .join('')}</div>`;
    case 'text':
      return paragraphs(block.text)
        .map((part) => `<p style="${P_STYLE};word-break:break-word">${linkedHtml(part)}</p>`)
        .join('\n');
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'list':
      return [block.title, ...block.items.map((item) => `- ${item}`)].join('\n');
    case 'button':
    case 'link':
      return `${block.label}: ${block.url}`;
    case 'quote':
    case 'text':
      return paragraphs(block.text).join('\n\n');
  }
}

function renderHtml({ publicUrl, greeting, blocks }: EmailLayout): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtmlNumeric(APP_NAME)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f8f6f1;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e3e7ee;border-radius:12px;padding:32px">
<p style="margin:0 0 24px"><a href="${escapeHtmlNumeric(publicUrl)}" style="color:${COLORS.ink};font-weight:800;font-size:18px;text-decoration:none">${escapeHtmlNumeric(APP_NAME)}</a></p>
<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${COLORS.ink};font-weight:700">${escapeHtmlNumeric(greeting)}</p>
${blocks.map(blockHtml).join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;text-align:center;font-size:12px;color:${COLORS.muted}">© ${new Date().getUTCFullYear()} ${escapeHtmlNumeric(FIRM_NAME)}</p>
</body></html>`;
}

function renderText({ greeting, blocks }: EmailLayout): string {
  return [greeting, ...blocks.map(blockText), `— ${APP_NAME}`].join('\n\n');
}

export function composeEmail(subject: string, layout: EmailLayout): EmailContent {
  // A header stays on one line whatever names it carries.
  const oneLine = subject.replace(/\s+/g, ' ').trim();
  return { subject: oneLine, text: renderText(layout), html: renderHtml(layout) };
}

/** The foot of an email a person may turn off: why it came, and the links that turn it off. */
export interface EmailFooter {
  reason: string;
  links: { label: string; url: string }[];
}

const FOOT_STYLE = `max-width:560px;margin:12px auto 0;text-align:center;font-size:12px;line-height:1.6;color:${COLORS.muted}`;

/** Adds the foot under the card of a composed email, and at the end of its plain text. */
export function withFooter(content: EmailContent, footer: EmailFooter): EmailContent {
  const links = footer.links
    .map(
      (link) =>
        `<a href="${escapeHtmlNumeric(link.url)}" style="color:${COLORS.muted};text-decoration:underline">${escapeHtmlNumeric(link.label)}</a>`,
    )
    .join(' · ');
  const html = `<p style="${FOOT_STYLE}">${escapeHtmlNumeric(footer.reason)}<br>${links}</p>\n`;
  const text = [footer.reason, ...footer.links.map((link) => `${link.label}: ${link.url}`)];
  return {
    subject: content.subject,
    // The layout ends with one </body>; every value inside it is escaped, so none is another.
    html: content.html.replace('</body>', `${html}</body>`),
    text: `${content.text}\n\n---\n${text.join('\n')}`,
  };
}

/** The first word of a name for greetings; 'there' when there is none ('Hi there,'). */
export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || 'there';

export const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });
