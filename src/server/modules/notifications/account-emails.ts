// The account emails: welcome (with the email confirmation link), confirm email, reset password.
// Each returns subject, plain text and HTML; every value placed in HTML is escaped.
import { APP_NAME, FIRM_NAME } from '../../../shared/constants';
import type { EmailContent } from '../../integrations/email/email';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Layout {
  publicUrl: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}

function renderHtml({ publicUrl, greeting, paragraphs, action, after = [] }: Layout): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#3b4658">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#556275">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(APP_NAME)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f8f6f1;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e3e7ee;border-radius:12px;padding:32px">
<p style="margin:0 0 24px"><a href="${escapeHtml(publicUrl)}" style="color:#13213c;font-weight:800;font-size:18px;text-decoration:none">${escapeHtml(APP_NAME)}</a></p>
<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#13213c;font-weight:700">${escapeHtml(greeting)}</p>
${paragraphs.map(p).join('\n')}
${button}
${after.map(p).join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;text-align:center;font-size:12px;color:#556275">© ${new Date().getUTCFullYear()} ${escapeHtml(FIRM_NAME)}</p>
</body></html>`;
}

function renderText({ greeting, paragraphs, action, after = [] }: Layout): string {
  return [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...after,
    `— ${APP_NAME}`,
  ].join('\n\n');
}

function compose(subject: string, layout: Layout): EmailContent {
  return { subject, text: renderText(layout), html: renderHtml(layout) };
}

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || 'there';

export function welcomeEmail(input: {
  publicUrl: string;
  fullName: string;
  verifyUrl: string;
  validHours: number;
  affiliate: boolean;
}): EmailContent {
  return compose(`Welcome to ${APP_NAME}`, {
    publicUrl: input.publicUrl,
    greeting: `Hi ${firstName(input.fullName)},`,
    paragraphs: [
      `Thanks for creating your ${APP_NAME} account. You can now book flat-fee sessions with independent, fee-only fiduciary advisors.`,
      ...(input.affiliate ? ['Your affiliate pages are in your account, ready to share.'] : []),
      `Please confirm your email address. The link works once and expires in ${input.validHours} hours.`,
    ],
    action: { label: 'Confirm my email', url: input.verifyUrl },
    after: ['If you did not create this account, you can ignore this email.'],
  });
}

export function verifyEmailEmail(input: {
  publicUrl: string;
  fullName: string;
  verifyUrl: string;
  validHours: number;
}): EmailContent {
  return compose('Confirm your email address', {
    publicUrl: input.publicUrl,
    greeting: `Hi ${firstName(input.fullName)},`,
    paragraphs: [
      `Please confirm the email address of your ${APP_NAME} account. The link works once and expires in ${input.validHours} hours.`,
    ],
    action: { label: 'Confirm my email', url: input.verifyUrl },
    after: ['If you did not ask for this, you can ignore this email.'],
  });
}

export function resetPasswordEmail(input: {
  publicUrl: string;
  fullName: string;
  resetUrl: string;
  validMinutes: number;
}): EmailContent {
  return compose('Reset your password', {
    publicUrl: input.publicUrl,
    greeting: `Hi ${firstName(input.fullName)},`,
    paragraphs: [
      `Someone asked to reset the password of your ${APP_NAME} account. Choose a new password with the link below. It works once and expires in ${input.validMinutes} minutes.`,
    ],
    action: { label: 'Choose a new password', url: input.resetUrl },
    after: [
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
  });
}
