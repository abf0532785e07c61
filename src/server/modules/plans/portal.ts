// The portal's working parts: the client's net-worth and cash-flow worksheet, and the documents
// the advisor asks for, which the client answers with a file from their vault (shared with the
// advisor as it answers) and the advisor may withdraw while open.
import type { RequestUser } from '../../auth/access/request-user';
import { ENGAGEMENT_MESSAGES } from '../../../shared/contracts/engagements';
import type {
  Engagement,
  NewDocumentRequest,
  Worksheet,
} from '../../../shared/contracts/engagements';
import { AppError } from '../../../shared/errors';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { documentRequested } from '../notifications/engagement-emails';
import type { EngagementAccess, EngagementsDeps } from './engagements.access';
import {
  closeOpenDocumentRequest,
  findDocumentRequest,
  insertDocumentRequest,
  upsertWorksheet,
} from './engagements.repository';

export function createPortal(deps: EngagementsDeps, access: EngagementAccess) {
  const { db, vault, mailer } = deps;
  const logError = (error: unknown, message: string) =>
    deps.log ? deps.log.error({ err: error }, message) : console.error(message, error);

  return {
    async saveWorksheet(
      user: RequestUser,
      engagementId: string,
      worksheet: Worksheet,
    ): Promise<Engagement> {
      const { engagement } = await access.clientEngagement(user, engagementId);
      await upsertWorksheet(db, engagement.id, worksheet, access.now());
      return access.viewOf(engagement.id, 'client');
    },

    /**
     * Answers an open request with one of the client's own vault files: the file is shared with
     * the advisor and the request marked fulfilled, once (a second answer finds it closed).
     */
    async fulfilDocumentRequest(
      user: RequestUser,
      engagementId: string,
      requestId: string,
      fileId: string,
    ): Promise<Engagement> {
      const { engagement } = await access.clientEngagement(user, engagementId);
      const request = await findDocumentRequest(db, engagement.id, requestId);
      if (!request) throw new AppError('notFound');
      if (request.status !== 'open') {
        throw new AppError('conflict', ENGAGEMENT_MESSAGES.requestClosed);
      }
      const file = await vault.shareOwnFile(user.id, fileId, engagement.advisorId);
      if (!file) {
        throw new AppError('validation', ENGAGEMENT_MESSAGES.notYourFile, {
          fileId: [ENGAGEMENT_MESSAGES.notYourFile],
        });
      }
      const at = access.now();
      const closed = await closeOpenDocumentRequest(
        db,
        request.id,
        { status: 'fulfilled', vaultFileId: file.id, fulfilledAt: at },
        at,
      );
      if (!closed) throw new AppError('conflict', ENGAGEMENT_MESSAGES.requestClosed);
      return access.viewOf(engagement.id, 'client');
    },

    /** The advisor asks for a document; the client is told by email. */
    async requestDocument(
      user: RequestUser,
      engagementId: string,
      body: NewDocumentRequest,
    ): Promise<Engagement> {
      const { engagement, advisor, client } = await access.advisorEngagement(user, engagementId);
      await insertDocumentRequest(
        db,
        {
          engagementId: engagement.id,
          title: body.title,
          description: body.description,
          requestedBy: user.id,
        },
        access.now(),
      );
      await mailer
        .send({
          to: client.email,
          template: 'document-requested',
          ...documentRequested({
            publicUrl: deps.publicUrl,
            clientName: client.name,
            advisorName: `${advisor.firstName} ${advisor.lastName}`,
            url: `${deps.publicUrl}${PLAN_PAGES.engagement(engagement.id)}`,
            title: body.title,
            description: body.description,
          }),
        })
        .catch((error: unknown) => logError(error, 'The document request email failed'));
      return access.viewOf(engagement.id, 'advisor');
    },

    /** The advisor no longer needs an open request; an answered one stays as it is. */
    async withdrawDocumentRequest(
      user: RequestUser,
      engagementId: string,
      requestId: string,
    ): Promise<Engagement> {
      const { engagement } = await access.advisorEngagement(user, engagementId);
      const request = await findDocumentRequest(db, engagement.id, requestId);
      if (!request) throw new AppError('notFound');
      const closed = await closeOpenDocumentRequest(
        db,
        request.id,
        { status: 'withdrawn' },
        access.now(),
      );
      if (!closed) throw new AppError('conflict', ENGAGEMENT_MESSAGES.requestClosed);
      return access.viewOf(engagement.id, 'advisor');
    },
  };
}
