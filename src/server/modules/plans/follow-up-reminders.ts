// The follow-up reminder (docs/product.md#plans-admin): on a signup's target date the admins get
// one email listing every signup due, each with a link to its edit page, once per date.
import { FOLLOW_UP_TIME_ZONE } from '../../../shared/contracts/plans-admin';
import { offeringOf } from '../../../shared/offerings/catalog';
import { zonedDate } from '../../../shared/time-zones';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/email/email';
import { followUpsDueEmail } from '../notifications/follow-up-emails';
import type { FollowUpDue } from '../notifications/follow-up-emails';
import { claimDueFollowUps } from './follow-up.repository';

export const FOLLOW_UP_EMAIL_TEMPLATE = 'plans-follow-up-due';

export function createFollowUpReminders({
  db,
  mailer,
  publicUrl,
  listAdmins,
  now = () => new Date(),
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  listAdmins: () => Promise<{ email: string; fullName: string }[]>;
  now?: () => Date;
}) {
  return {
    /** Claims the signups due today (or missed) and emails every admin; answers how many. */
    async sendDue(): Promise<number> {
      const at = now();
      const due = await claimDueFollowUps(db, zonedDate(at, FOLLOW_UP_TIME_ZONE), at);
      if (due.length === 0) return 0;
      // A fresh reload id, so the link opens the page anew even when it is already open.
      const reloadId = at.getTime().toString(36);
      const items: FollowUpDue[] = due.map((signup) => ({
        kind: signup.kind,
        clientName: signup.clientName,
        advisorName: signup.advisorName,
        targetDate: signup.targetDate,
        followUpStatus: signup.followUpStatus,
        editUrl: `${publicUrl}${offeringOf(signup.kind).fulfilment.pages.adminSignupEdit(
          reloadId,
          signup.id,
        )}`,
      }));
      for (const admin of await listAdmins()) {
        await mailer.send({
          to: admin.email,
          template: FOLLOW_UP_EMAIL_TEMPLATE,
          ...followUpsDueEmail({ adminName: admin.fullName, due: items, publicUrl }),
        });
      }
      return due.length;
    },
  };
}
