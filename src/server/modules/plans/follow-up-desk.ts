// The advisor's side of a signup's follow-up (docs/product.md#plans-admin): their own clients'
// signups, and moving one through the follow-up statuses and target date as an admin does.
import type { AdvisorSignup, FollowUpChange } from '../../../shared/contracts/plans-admin';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { findSignup, listSignupsOfAdvisor } from './plans-admin.repository';
import { isRecordId } from './plans-admin.service';
import type { PlansAdminService } from './plans-admin.service';

/** The most signups the dashboard list shows. */
const ADVISOR_SIGNUP_LIMIT = 200;

export type FollowUpDesk = ReturnType<typeof createFollowUpDesk>;

export function createFollowUpDesk({
  db,
  plansAdmin,
  findAdvisorOfUser,
}: {
  db: Db;
  plansAdmin: PlansAdminService;
  findAdvisorOfUser: (userId: string) => Promise<{ id: string } | undefined>;
}) {
  const advisorIdOf = async (userId: string) => (await findAdvisorOfUser(userId))?.id ?? null;

  return {
    async signupsOfAdvisor(userId: string): Promise<{ signups: AdvisorSignup[] }> {
      const advisorId = await advisorIdOf(userId);
      if (!advisorId) return { signups: [] };
      const rows = await listSignupsOfAdvisor(db, advisorId, ADVISOR_SIGNUP_LIMIT);
      return {
        signups: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          client: { id: row.clientId, name: row.clientName, email: row.clientEmail },
          state: row.state,
          followUpStatus: row.followUpStatus,
          targetDate: row.targetDate,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** Another advisor's signup answers 404, as if it did not exist; an admin may move any. */
    async followUp(
      signupId: string,
      change: FollowUpChange,
      actor: { userId: string; admin: boolean },
    ): Promise<AdvisorSignup> {
      const signup = isRecordId(signupId) ? await findSignup(db, signupId) : undefined;
      if (!signup || signup.deletedAt) throw new AppError('notFound');
      if (!actor.admin && signup.advisorId !== (await advisorIdOf(actor.userId))) {
        throw new AppError('notFound');
      }
      const moved = await plansAdmin.followUp(signup.kind, signupId, change, actor.userId);
      return {
        id: moved.id,
        kind: moved.kind,
        client: moved.client,
        state: moved.state,
        followUpStatus: moved.followUpStatus,
        targetDate: moved.targetDate,
        createdAt: moved.createdAt,
      };
    },
  };
}
