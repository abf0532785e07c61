// While the sandbox gateway runs, every email says TEST in its subject and in its first lines
// (ADR 0062): a person who gets one from a test server must not take it for a real payment or
// booking. One wrapper around whichever mailer sends, so no template can leave it out.
import { TEST_MODE } from '../../../shared/test-mode';
import { escapeHtmlNumeric } from '../../html/escape-html';
import type { EmailMessage, Mailer } from './email';

const NOTICE_HTML =
  `<p style="max-width:560px;margin:0 auto 12px;padding:10px 14px;border-radius:8px;` +
  `background:#fde68a;border:1px solid #b45309;color:#3b1d06;font-size:14px;line-height:1.5;` +
  `font-weight:700;text-align:center">${escapeHtmlNumeric(TEST_MODE.emailNotice)}</p>`;

const BODY_OPEN = /<body\b[^>]*>/i;

export function markedAsTest(message: EmailMessage): EmailMessage {
  const { subject, text, html } = message;
  const body = BODY_OPEN.exec(html);
  const at = body ? body.index + body[0].length : 0;
  return {
    ...message,
    subject: subject.startsWith(TEST_MODE.emailSubjectPrefix)
      ? subject
      : `${TEST_MODE.emailSubjectPrefix}${subject}`,
    text: `${TEST_MODE.emailNotice}\n\n${text}`,
    html: `${html.slice(0, at)}\n${NOTICE_HTML}${html.slice(at)}`,
  };
}

export function markingTestEmails(mailer: Mailer): Mailer {
  return {
    kind: mailer.kind,
    send: (message) => mailer.send(markedAsTest(message)),
    close: () => mailer.close(),
  };
}
