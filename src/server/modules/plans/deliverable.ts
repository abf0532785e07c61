// The Plan's deliverable: the advisor uploads the written plan (a PDF, by the vault's rules) into
// the client's vault, shared with the advisor; the engagement records it as delivered and the
// client is emailed a link to their portal. A revised plan replaces the one shown; both stay in
// the client's vault.
import type { Readable } from 'node:stream';
import type { RequestUser } from '../../auth/access/request-user';
import { ENGAGEMENT_MESSAGES } from '../../../shared/contracts/engagements';
import type { Engagement } from '../../../shared/contracts/engagements';
import { AppError } from '../../../shared/errors';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { planDelivered } from '../notifications/engagement-emails';
import type { EngagementAccess, EngagementsDeps } from './engagements.access';
import { updateEngagement } from './engagements.repository';
import { offeringOf } from '../../../shared/offerings/catalog';

const PDF = 'application/pdf';

export function createDeliverable(deps: EngagementsDeps, access: EngagementAccess) {
  const { db, vault, mailer } = deps;
  const logError = (error: unknown, message: string) =>
    deps.log ? deps.log.error({ err: error }, message) : console.error(message, error);

  return {
    async deliverPlan(
      user: RequestUser,
      engagementId: string,
      input: { name: string; stream: Readable },
    ): Promise<Engagement> {
      const found = await access.advisorEngagement(user, engagementId).catch((error: unknown) => {
        input.stream.destroy();
        throw error;
      });
      const { engagement, advisor, client } = found;
      if (!offeringOf(engagement.kind).fulfilment.delivers) {
        input.stream.destroy();
        throw new AppError('conflict', ENGAGEMENT_MESSAGES.onlyPlans);
      }
      const file = await vault.storeForClient(client.id, input, {
        contentTypes: [PDF],
        refusal: ENGAGEMENT_MESSAGES.planMustBePdf,
        shareWith: advisor.id,
      });
      const at = access.now();
      await updateEngagement(
        db,
        engagement.id,
        { deliverableFileId: file.id, deliveredAt: at },
        at,
      );
      await mailer
        .send({
          to: client.email,
          template: 'plan-delivered',
          ...planDelivered({
            publicUrl: deps.publicUrl,
            clientName: client.name,
            advisorName: `${advisor.firstName} ${advisor.lastName}`,
            url: `${deps.publicUrl}${PLAN_PAGES.engagement(engagement.id)}`,
            fileName: file.name,
          }),
        })
        .catch((error: unknown) => logError(error, 'The written plan email failed'));
      return access.viewOf(engagement.id, 'advisor');
    },
  };
}
