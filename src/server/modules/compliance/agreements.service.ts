// The user agreements (docs/product.md#user-agreements): a client accepts the version in force
// of each before their first booking and again after a new version is published; the checkout
// refuses to charge until they have. Acceptances join the one record of disclosure_acceptances.
import type { Db } from '../../db/client';
import type { RequestUser } from '../../auth/access/request-user';
import { AppError } from '../../../shared/errors';
import { COMPLIANCE_PAGES } from '../../../shared/routes/compliance';
import {
  COMPLIANCE_MESSAGES,
  type AcceptAgreements,
  type AcceptanceContext,
  type RecentAcceptances,
  type RecentAcceptancesQuery,
  type UserAgreementStatus,
} from '../../../shared/contracts/compliance';
import { USER_AGREEMENT_SLUGS } from '../../../shared/domain/compliance-documents';
import {
  findAcceptedVersions,
  findAgreementVersions,
  insertAgreementAcceptances,
  listRecentAcceptances,
} from './agreements.repository';
import type { AgreementVersion } from './agreements.repository';

export type AgreementsService = ReturnType<typeof createAgreementsService>;

/** In the order the client reads them (USER_AGREEMENT_SLUGS). */
function inAgreementOrder(rows: AgreementVersion[]): AgreementVersion[] {
  const rank = (slug: string) => (USER_AGREEMENT_SLUGS as readonly string[]).indexOf(slug);
  return [...rows].sort((a, b) => rank(a.slug) - rank(b.slug));
}

export function createAgreementsService({ db, now }: { db: Db; now: () => Date }) {
  async function statusOf(clientId: string): Promise<UserAgreementStatus> {
    const current = inAgreementOrder(await findAgreementVersions(db, USER_AGREEMENT_SLUGS));
    const accepted = await findAcceptedVersions(db, clientId, USER_AGREEMENT_SLUGS);
    const agreements = current.map((document) => ({
      slug: document.slug,
      displayName: document.displayName,
      url: COMPLIANCE_PAGES.document(document.slug),
      version: document.version,
      effectiveAt: document.effectiveAt.toISOString(),
      acceptedVersion: accepted.get(document.slug) ?? null,
    }));
    return {
      agreements,
      allAccepted: agreements.every((agreement) => agreement.acceptedVersion === agreement.version),
    };
  }

  return {
    statusOf,

    /**
     * Records the client's acceptance of the versions they read. Each must still be in force: one
     * published meanwhile must be read first. The person must be the client, not an admin acting
     * as them.
     */
    async accept(
      user: RequestUser,
      body: AcceptAgreements,
      ipAddress: string,
    ): Promise<UserAgreementStatus> {
      if (user.impersonatorId) {
        throw new AppError('forbidden', 'Only the client can accept their agreements.');
      }
      const current = await findAgreementVersions(db, USER_AGREEMENT_SLUGS);
      const read = new Map(body.agreements.map((agreement) => [agreement.slug, agreement.version]));
      for (const document of current) {
        const version = read.get(document.slug);
        if (version === undefined) {
          throw new AppError('validation', COMPLIANCE_MESSAGES.notAllAccepted, {
            agreements: [COMPLIANCE_MESSAGES.notAllAccepted],
          });
        }
        if (version !== document.version) {
          throw new AppError('conflict', COMPLIANCE_MESSAGES.staleAcceptance(document.displayName));
        }
      }
      const accepted = await findAcceptedVersions(db, user.id, USER_AGREEMENT_SLUGS);
      await insertAgreementAcceptances(db, {
        clientId: user.id,
        documents: current.filter((document) => accepted.get(document.slug) !== document.version),
        at: now(),
        ipAddress,
      });
      return statusOf(user.id);
    },

    /** Refuses a booking until the client accepted every agreement at its version in force. */
    async requireAccepted(clientId: string): Promise<void> {
      const status = await statusOf(clientId);
      if (status.allAccepted) return;
      const pending = status.agreements
        .filter((agreement) => agreement.acceptedVersion !== agreement.version)
        .map((agreement) => agreement.displayName);
      throw new AppError('agreementsRequired', COMPLIANCE_MESSAGES.mustAccept(pending.join(', ')));
    },

    async recent(query: RecentAcceptancesQuery): Promise<RecentAcceptances> {
      const page = await listRecentAcceptances(db, query);
      return {
        ...page,
        items: page.items.map((row) => {
          const context: AcceptanceContext = row.checkoutId
            ? 'booking'
            : row.signupId
              ? 'signup'
              : 'agreement';
          return {
            id: row.id,
            clientName: row.clientName,
            clientEmail: row.clientEmail,
            documentName: row.documentName,
            documentVersion: row.documentVersion,
            acceptedAt: row.acceptedAt.toISOString(),
            context,
            ipAddress: row.ipAddress,
          };
        }),
      };
    },
  };
}
