// Rules of a running engagement (docs/product.md#engagements): who may see it (its client and its
// advisor; anyone else is told it does not exist), the portal view both sides read, and the parts
// that act on it: included meetings (plan-meetings.ts), the worksheet and document requests
// (portal.ts), the written plan (deliverable.ts) and the sweeps (checkup-reminders.ts).
import type { RequestUser } from '../../auth/access/request-user';
import { emptyWorksheet, worksheetSchema } from '../../../shared/contracts/engagements';
import type {
  AdvisorEngagements,
  Engagement,
  EngagementList,
  EngagementSummary,
} from '../../../shared/contracts/engagements';
import { AppError } from '../../../shared/errors';
import { createCheckupReminders } from './checkup-reminders';
import { createDeliverable } from './deliverable';
import {
  findEngagementWithPeople,
  findFileName,
  findWorksheets,
  listDocumentRequests,
  listEngagementMeetings,
  listEngagementsOfAdvisorClient,
  listEngagementsOfClient,
} from './engagements.repository';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { welcomeFilename, welcomePdf } from './welcome-pdf';
import { bookingRefusal } from './engagements.access';
import type {
  Audience,
  EngagementAccess,
  EngagementPeople,
  EngagementsDeps,
} from './engagements.access';
import { createPlanMeetings } from './plan-meetings';
import { createPortal } from './portal';
import { offeringOf } from '../../../shared/offerings/catalog';

export type EngagementsService = ReturnType<typeof createEngagementsService>;

export function createEngagementsService(deps: EngagementsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The client's own engagement; anyone else's does not exist. */
  async function clientEngagement(user: RequestUser, id: string): Promise<EngagementPeople> {
    const found = await findEngagementWithPeople(db, id);
    if (!found || found.engagement.clientId !== user.id) throw new AppError('notFound');
    return found;
  }

  /** An engagement the signed-in advisor delivers; anyone else's does not exist. */
  async function advisorEngagement(user: RequestUser, id: string): Promise<EngagementPeople> {
    const advisor = await deps.findAdvisorOfUser(user.id);
    const found = advisor ? await findEngagementWithPeople(db, id) : undefined;
    if (!advisor || !found || found.engagement.advisorId !== advisor.id) {
      throw new AppError('notFound');
    }
    return found;
  }

  function summaryOf({
    engagement,
    advisor,
    client,
    priceCents,
  }: EngagementPeople): EngagementSummary {
    return {
      id: engagement.id,
      kind: engagement.kind,
      status: engagement.status,
      startsOn: engagement.startsOn,
      endsOn: engagement.endsOn,
      advisor: {
        id: advisor.id,
        slug: advisor.slug,
        name: `${advisor.firstName} ${advisor.lastName}`,
      },
      client: { id: client.id, name: client.name, email: client.email },
      deliveredAt: engagement.deliveredAt?.toISOString() ?? null,
      priceCents,
      nextInvoiceOn: engagement.nextInvoiceOn,
    };
  }

  async function viewsOf(rows: EngagementPeople[], audience: Audience): Promise<Engagement[]> {
    const ids = rows.map((row) => row.engagement.id);
    const [meetings, worksheets, requests] = await Promise.all([
      listEngagementMeetings(db, ids),
      findWorksheets(db, ids),
      listDocumentRequests(db, ids),
    ]);
    const at = now();
    return Promise.all(
      rows.map(async (row) => {
        const { engagement } = row;
        const worksheet = worksheets.find((sheet) => sheet.engagementId === engagement.id);
        const parsed = worksheetSchema.safeParse(worksheet?.answers);
        const refusal = await bookingRefusal(db, engagement, at);
        const deliverableName = engagement.deliverableFileId
          ? await findFileName(db, engagement.deliverableFileId)
          : undefined;
        const invoices = await deps.signupInvoices(engagement.signupId, audience);
        return {
          ...summaryOf(row),
          meetingsIncluded: engagement.meetingsIncluded,
          meetings: meetings
            .filter((meeting) => meeting.engagementId === engagement.id)
            .map((meeting) => ({
              eventId: meeting.eventId,
              start: meeting.startsAt.toISOString(),
              end: meeting.endsAt.toISOString(),
              status: meeting.status,
            })),
          booking: { open: refusal === null, reason: refusal },
          worksheet: parsed.success ? parsed.data : emptyWorksheet(),
          worksheetUpdatedAt: worksheet?.updatedAt.toISOString() ?? null,
          documentRequests: requests
            .filter(({ request }) => request.engagementId === engagement.id)
            .map(({ request, fileName }) => ({
              id: request.id,
              title: request.title,
              description: request.description,
              status: request.status,
              file:
                request.vaultFileId && fileName
                  ? { id: request.vaultFileId, name: fileName }
                  : null,
              fulfilledAt: request.fulfilledAt?.toISOString() ?? null,
              createdAt: request.createdAt.toISOString(),
            })),
          deliverable:
            engagement.deliverableFileId && deliverableName
              ? { id: engagement.deliverableFileId, name: deliverableName }
              : null,
          checkupDueOn: engagement.checkupDueOn,
          invoices,
          cancelledAt: engagement.cancelledAt?.toISOString() ?? null,
        };
      }),
    );
  }

  async function viewOf(id: string, audience: Audience): Promise<Engagement> {
    const found = await findEngagementWithPeople(db, id);
    if (!found) throw new AppError('notFound');
    const [view] = await viewsOf([found], audience);
    return view!;
  }

  const access: EngagementAccess = { clientEngagement, advisorEngagement, viewOf, now };

  return {
    ...createPlanMeetings(deps, access),
    ...createPortal(deps, access),
    ...createDeliverable(deps, access),
    ...createCheckupReminders(deps),

    async listForClient(user: RequestUser): Promise<EngagementList> {
      const rows = await listEngagementsOfClient(db, user.id);
      return { engagements: rows.map(summaryOf) };
    },

    /** The Plan's welcome PDF for its client; an Ongoing has none (404). */
    async welcomePdfForClient(
      user: RequestUser,
      id: string,
    ): Promise<{ filename: string; body: Buffer }> {
      const found = await clientEngagement(user, id);
      if (!offeringOf(found.engagement.kind).fulfilment.delivers) throw new AppError('notFound');
      const { engagement, advisor, client } = found;
      return {
        filename: welcomeFilename(engagement.startsOn),
        body: welcomePdf(
          {
            clientName: client.name,
            advisorName: `${advisor.firstName} ${advisor.lastName}`,
            startsOn: engagement.startsOn,
            endsOn: engagement.endsOn,
            meetingsIncluded: engagement.meetingsIncluded,
            priceCents: found.priceCents,
            portalUrl: new URL(PLAN_PAGES.engagement(engagement.id), deps.publicUrl).toString(),
          },
          now(),
        ),
      };
    },

    async viewForClient(user: RequestUser, id: string): Promise<Engagement> {
      const [view] = await viewsOf([await clientEngagement(user, id)], 'client');
      return view!;
    },

    /** The advisor's engagements with one client (by id or email address), with the portal. */
    async listForAdvisorClient(user: RequestUser, client: string): Promise<AdvisorEngagements> {
      const advisor = await deps.findAdvisorOfUser(user.id);
      if (!advisor) throw new AppError('notFound');
      const rows = await listEngagementsOfAdvisorClient(db, advisor.id, client);
      return { engagements: await viewsOf(rows, 'advisor') };
    },
  };
}
