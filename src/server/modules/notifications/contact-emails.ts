// The email admins receive for each contact form message. The mailer has no Reply-To header, so
// the sender's address leads the body as a mailto link. Everything the sender typed is escaped.
import { APP_NAME } from '../../../shared/constants';
import { CONTACT_TOPICS } from '../../../shared/contracts/contact';
import type { ContactMessage } from '../../../shared/contracts/contact';
import type { EmailContent } from '../../integrations/email/email';
import { escapeHtmlNumeric } from '../../html/escape-html';

export interface ContactEmailInput {
  publicUrl: string;
  message: ContactMessage;
  /** The signed-in sender's user id, if any. */
  userId: string | null;
  ipAddress: string;
  receivedAt: Date;
}

const topicLabel = (topic: ContactMessage['topic']) =>
  CONTACT_TOPICS.find((entry) => entry.value === topic)?.label ?? topic;

// Header values stay on one line whatever the sender typed.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function replyLink({ email, subject }: ContactMessage): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${oneLine(subject)}`)}`;
}

export function contactMessageEmail(input: ContactEmailInput): EmailContent {
  const { message } = input;
  const topic = topicLabel(message.topic);
  const details: [string, string][] = [
    ['Topic', topic],
    ['Subject', message.subject],
    ['Signed in', input.userId ? `yes, user ${input.userId}` : 'no'],
    ['Sent from', input.ipAddress],
    ['Received', input.receivedAt.toISOString()],
  ];

  const text = [
    `New message from the ${APP_NAME} contact form.`,
    `Reply to: ${message.name} <${message.email}>`,
    details.map(([label, value]) => `${label}: ${value}`).join('\n'),
    message.message,
  ].join('\n\n');

  const row = ([label, value]: [string, string]) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#556275;white-space:nowrap;vertical-align:top">${escapeHtmlNumeric(label)}</td><td style="padding:4px 0;color:#13213c;word-break:break-word">${escapeHtmlNumeric(value)}</td></tr>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtmlNumeric(APP_NAME)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f8f6f1;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e3e7ee;border-radius:12px;padding:32px">
<p style="margin:0 0 24px"><a href="${escapeHtmlNumeric(input.publicUrl)}" style="color:#13213c;font-weight:800;font-size:18px;text-decoration:none">${escapeHtmlNumeric(APP_NAME)}</a></p>
<p style="margin:0 0 8px;font-size:13px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#0f766e">New contact message</p>
<p style="margin:0 0 20px;padding:14px 16px;background:#e7f6f4;border-radius:8px;font-size:16px;line-height:1.5;color:#13213c">Reply to <strong>${escapeHtmlNumeric(message.name)}</strong> at <a href="${escapeHtmlNumeric(replyLink(message))}" style="color:#0b5f58;font-weight:700">${escapeHtmlNumeric(message.email)}</a></p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 20px;font-size:14px;line-height:1.5">${details.map(row).join('')}</table>
<div style="white-space:pre-wrap;word-break:break-word;font-size:16px;line-height:1.6;color:#3b4658;border-left:3px solid #e3e7ee;padding-left:14px">${escapeHtmlNumeric(message.message)}</div>
</div>
</body></html>`;

  return { subject: `Contact form · ${topic}: ${oneLine(message.subject)}`, text, html };
}
