// Admin rules: impersonation (docs/product.md#impersonation).
//
// An admin acts as one user at a time: starting while another impersonation runs is refused
// (409) until it is stopped, so the audit log always pairs each start with a stop. Admins and
// oneself cannot be impersonated. An impersonation ends by itself at ends_at; the row is closed
// (and its stop audited, dated ends_at) the next time the admin starts or stops one.
import { PG_ERRORS, hasPgErrorCode } from '../../db/errors';
import { IMPERSONATION_MAX_MINUTES } from '../../../shared/constants';
import type { ImpersonationStarted } from '../../../shared/contracts/account';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { findRunningImpersonation } from '../../auth/access/impersonations';
import type { RequestUser } from '../../auth/access/request-user';
import * as repository from './admin.repository';
import { recordAudit } from '../../db/audit-log';

export const AUDIT_ACTIONS = {
  impersonationStart: 'impersonation.start',
  impersonationStop: 'impersonation.stop',
} as const;

const MINUTE_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const IMPERSONATION_MESSAGES = {
  self: 'You cannot impersonate yourself.',
  admin: 'Admins cannot be impersonated.',
  noLocalAccount: 'Impersonation needs an account for you in this application.',
  alreadyActing: (name: string) =>
    `You are already acting as ${name}. Stop impersonating before you start again.`,
} as const;

export interface AdminServiceDeps {
  db: Db;
  /** Told when an admin's impersonation changes, so this instance sees it at once. */
  onImpersonationChange?: (adminId: string) => void;
}

export function createAdminService({ db, onImpersonationChange }: AdminServiceDeps) {
  /** Closes impersonations that ran out, auditing each stop as of its end. */
  const closeExpired = async (tx: Db, adminId: string, now: Date) => {
    const closed = await repository.closeExpiredImpersonations(tx, adminId, now);
    await recordAudit(
      tx,
      ...closed.map((row) => ({
        actorId: adminId,
        subjectId: row.userId,
        action: AUDIT_ACTIONS.impersonationStop,
        detail: `ended by itself after ${IMPERSONATION_MAX_MINUTES} minutes`,
        createdAt: row.endsAt,
      })),
    );
  };

  return {
    async startImpersonation(admin: RequestUser, userId: string): Promise<ImpersonationStarted> {
      if (userId === admin.id) throw new AppError('forbidden', IMPERSONATION_MESSAGES.self);
      const target = UUID.test(userId) ? await repository.findUserSummary(db, userId) : undefined;
      if (!target) throw new AppError('notFound');
      if (target.roles.includes('Admin')) {
        throw new AppError('forbidden', IMPERSONATION_MESSAGES.admin);
      }
      // With an external provider the admin may have no row here to hang the impersonation on.
      if (!UUID.test(admin.id) || !(await repository.findUserSummary(db, admin.id))) {
        throw new AppError('forbidden', IMPERSONATION_MESSAGES.noLocalAccount);
      }

      const now = new Date();
      const endsAt = new Date(now.getTime() + IMPERSONATION_MAX_MINUTES * MINUTE_MS);
      try {
        await db.transaction(async (tx) => {
          await closeExpired(tx, admin.id, now);
          const running = await findRunningImpersonation(tx, admin.id, now);
          if (running) {
            throw new AppError('conflict', IMPERSONATION_MESSAGES.alreadyActing(running.userName));
          }
          await repository.insertImpersonation(tx, {
            adminId: admin.id,
            userId: target.id,
            startedAt: now,
            endsAt,
          });
          await recordAudit(
            tx,
            ...[
              {
                actorId: admin.id,
                subjectId: target.id,
                action: AUDIT_ACTIONS.impersonationStart,
                detail: `until ${endsAt.toISOString()}`,
                createdAt: now,
              },
            ],
          );
        });
      } catch (error) {
        // Two starts at once: the one-running-per-admin index lets only one through.
        if (hasPgErrorCode(error, PG_ERRORS.uniqueViolation)) {
          throw new AppError('conflict', IMPERSONATION_MESSAGES.alreadyActing('another user'));
        }
        throw error;
      }
      onImpersonationChange?.(admin.id);

      const user = {
        id: target.id,
        email: target.email,
        fullName: target.fullName,
        roles: target.roles,
        firmMember: target.isFirmMember,
        impersonation: { adminId: admin.id, adminName: admin.name, endsAt: endsAt.toISOString() },
        // The pages the admin now sees show times as the user sees them.
        timeZone: target.timeZone,
        timeZoneChosen: target.timeZoneChosenAt !== null,
      };
      return { user, endsAt: endsAt.toISOString() };
    },

    /** Stops the admin's impersonation; stopping when none runs is not an error. */
    async stopImpersonation(admin: RequestUser): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        await closeExpired(tx, admin.id, now);
        const stopped = await repository.stopRunningImpersonations(tx, admin.id, now);
        await recordAudit(
          tx,
          ...stopped.map((row) => ({
            actorId: admin.id,
            subjectId: row.userId,
            action: AUDIT_ACTIONS.impersonationStop,
            detail: 'stopped by the admin',
            createdAt: now,
          })),
        );
      });
      onImpersonationChange?.(admin.id);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
