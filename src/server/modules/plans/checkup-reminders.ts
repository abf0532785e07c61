// The engagements' sweeps: the advisor is reminded of an Ongoing client's annual 2-page checkup
// ONGOING_CHECKUP_REMINDER_DAYS before it is due (once a year: the claim moves the checkup a year
// on), and a Plan past its last day with the written plan delivered is completed.
import { ONGOING_CHECKUP_REMINDER_DAYS } from '../../../shared/constants';
import { ADVISOR_CLIENT_PAGES } from '../../../shared/routes/advisor-clients';
import { checkupDue } from '../notifications/engagement-emails';
import { dayOf } from './engagements.access';
import type { EngagementsDeps } from './engagements.access';
import {
  claimDueCheckupReminders,
  completeDeliveredPlans,
  findEngagementWithPeople,
} from './engagements.repository';
import { findAdvisorEmail } from './engagements.repository';

const DAY_MS = 86_400_000;
const BATCH = 100;

export function createCheckupReminders(deps: EngagementsDeps) {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const logError = (error: unknown, message: string) =>
    deps.log ? deps.log.error({ err: error }, message) : console.error(message, error);

  return {
    async sendCheckupReminders(): Promise<number> {
      const at = now();
      const until = dayOf(new Date(at.getTime() + ONGOING_CHECKUP_REMINDER_DAYS * DAY_MS));
      const claimed = await claimDueCheckupReminders(db, until, at, BATCH);
      for (const { id, dueOn } of claimed) {
        const found = await findEngagementWithPeople(db, id);
        const to = found ? await findAdvisorEmail(db, found.advisor.id) : undefined;
        if (!found || !to) continue;
        await mailer
          .send({
            to,
            template: 'checkup-due',
            ...checkupDue({
              publicUrl: deps.publicUrl,
              clientName: found.client.name,
              advisorName: `${found.advisor.firstName} ${found.advisor.lastName}`,
              url: `${deps.publicUrl}${ADVISOR_CLIENT_PAGES.client(found.client.id)}`,
              dueOn,
            }),
          })
          .catch((error: unknown) => logError(error, 'The checkup reminder failed'));
      }
      return claimed.length;
    },

    async completeFinishedPlans(): Promise<number> {
      const at = now();
      return (await completeDeliveredPlans(db, dayOf(at), at)).length;
    },
  };
}
