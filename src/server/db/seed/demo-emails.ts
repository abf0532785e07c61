// One email the mail server refused, so a first start shows the admin's Tools page with something
// to send again (docs/product.md#admin-tools). It goes to the demo affiliate, whom nothing else
// emails on first start.
import type { Db } from '../client';
import { emails } from '../schema/notifications';

const HOUR_MS = 3_600_000;

/** Who the stuck email went to: the demo affiliate, or a journey's own (ADR 0075). */
export interface StuckEmailRecipient {
  address: string;
  firstName: string;
}

export const STUCK_EMAIL_SUBJECT = 'Your referral link is ready';

export async function seedDemoStuckEmail(
  db: Db,
  now: Date,
  to: StuckEmailRecipient = { address: 'avery.lee@example.com', firstName: 'Avery' },
): Promise<void> {
  const text = `Hi ${to.firstName},\n\nYour referral link is ready: share it, and we pay your fee for every client who books.\n\nJust Financial Advice`;
  await db.insert(emails).values({
    toAddress: to.address,
    subject: STUCK_EMAIL_SUBJECT,
    textBody: text,
    htmlBody: text
      .split('\n\n')
      .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
      .join(''),
    template: 'affiliate-link-ready',
    status: 'failed',
    error: 'connect ECONNREFUSED 127.0.0.1:587',
    createdAt: new Date(now.getTime() - 2 * HOUR_MS),
  });
}
