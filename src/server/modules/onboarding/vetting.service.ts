// Rules of vetting an advisor (docs/product.md#becoming-an-advisor): an admin sees who waits and
// who is approved, checks the CRD record and the Form ADV, approves, and lists or unlists. Every
// step is audited; listing or unlisting makes search, the home page and the sitemap forget.
import type { Db } from '../../db/client';
import type { Storage, StoredObject } from '../../integrations/storage/storage';
import type { RequestUser } from '../../auth/access/request-user';
import { AppError } from '../../../shared/errors';
import { ONBOARDING_MESSAGES } from '../../../shared/onboarding';
import type { DisclosureKind } from '../../../shared/onboarding';
import type {
  AdminAdvisor,
  AdminAdvisorList,
  VettingChange,
} from '../../../shared/contracts/onboarding';
import {
  checklistOf,
  disclosuresOf,
  iso,
  readDisclosure,
  withDisclosures,
} from './onboarding-views';
import { findVettingRow, listVettingRows, setAdvisorFields } from './vetting.repository';
import { recordAudit } from '../../db/audit-log';

export interface VettingDeps {
  db: Db;
  storage: Storage;
  now: () => Date;
  /** Search, the home page and the sitemap must forget the lists they keep. */
  onListingChange: (advisorId: string) => Promise<void> | void;
}

export type VettingService = ReturnType<typeof createVettingService>;

export function createVettingService(deps: VettingDeps) {
  const { db, storage, now } = deps;

  async function listAdvisors(): Promise<AdminAdvisorList> {
    const [waiting, approved] = await Promise.all([
      listVettingRows(db, false),
      listVettingRows(db, true),
    ]);
    const files = await disclosuresOf(
      db,
      [...waiting, ...approved].map((row) => row.id),
    );
    const view = (row: (typeof waiting)[number], withChecklist: boolean): AdminAdvisor => {
      const disclosures = files.get(row.id) ?? [];
      return {
        id: row.id,
        slug: row.slug,
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
        crdNumber: row.crdNumber,
        createdAt: row.createdAt.toISOString(),
        submittedAt: iso(row.submittedAt),
        approvedAt: iso(row.approvedAt),
        approvedByName: row.approvedByName,
        crdCheckedAt: iso(row.crdCheckedAt),
        advOnFileAt: iso(row.advOnFileAt),
        listed: row.listed,
        checklist: withChecklist ? withDisclosures(checklistOf(row), disclosures) : null,
        disclosures,
      };
    };
    return {
      waiting: waiting.map((row) => view(row, true)),
      approved: approved.map((row) => view(row, false)),
    };
  }

  return {
    listAdvisors,

    async changeVetting(admin: RequestUser, advisorId: string, change: VettingChange) {
      const at = now();
      const actions = await db.transaction(async (tx) => {
        const current = await findVettingRow(tx, { advisorId }, { forUpdate: true });
        if (!current) throw new AppError('noMatchingAdvisor');
        const fields: Parameters<typeof setAdvisorFields>[2] = {};
        const done: [string, string][] = [];
        if (change.crdChecked !== undefined && change.crdChecked !== !!current.crdCheckedAt) {
          fields.crdCheckedAt = change.crdChecked ? at : null;
          done.push([
            change.crdChecked ? 'advisor.crd-checked' : 'advisor.crd-unchecked',
            `CRD ${current.crdNumber ?? '(none)'} of ${current.slug}`,
          ]);
        }
        if (change.advOnFile !== undefined && change.advOnFile !== !!current.advOnFileAt) {
          fields.advOnFileAt = change.advOnFile ? at : null;
          done.push([
            change.advOnFile ? 'advisor.adv-on-file' : 'advisor.adv-not-on-file',
            `Form ADV of ${current.slug}`,
          ]);
        }
        if (change.listed !== undefined && change.listed !== current.listed) {
          if (change.listed && !current.approvedAt) {
            throw new AppError('conflict', ONBOARDING_MESSAGES.notApproved);
          }
          fields.listed = change.listed;
          done.push([change.listed ? 'advisor.listed' : 'advisor.unlisted', current.slug]);
        }
        if (done.length > 0) await setAdvisorFields(tx, advisorId, fields, at);
        for (const [action, detail] of done) {
          await recordAudit(tx, {
            actorId: admin.id,
            subjectId: current.userId,
            action,
            detail,
          });
        }
        return done.map(([action]) => action);
      });
      if (actions.some((action) => action === 'advisor.listed' || action === 'advisor.unlisted')) {
        await deps.onListingChange(advisorId);
      }
      return listAdvisors();
    },

    /** Records the approval (when and by whom) and lists the advisor. */
    async approve(admin: RequestUser, advisorId: string): Promise<AdminAdvisorList> {
      const at = now();
      await db.transaction(async (tx) => {
        const current = await findVettingRow(tx, { advisorId }, { forUpdate: true });
        if (!current) throw new AppError('noMatchingAdvisor');
        if (current.approvedAt) throw new AppError('conflict', ONBOARDING_MESSAGES.alreadyApproved);
        if (!current.crdCheckedAt || !current.advOnFileAt) {
          throw new AppError('conflict', ONBOARDING_MESSAGES.notChecked);
        }
        await setAdvisorFields(
          tx,
          advisorId,
          { approvedAt: at, approvedBy: admin.id, listed: true },
          at,
        );
        await recordAudit(tx, {
          actorId: admin.id,
          subjectId: current.userId,
          action: 'advisor.approved',
          detail: `Approved ${current.slug}`,
        });
        await recordAudit(tx, {
          actorId: admin.id,
          subjectId: current.userId,
          action: 'advisor.listed',
          detail: current.slug,
        });
      });
      await deps.onListingChange(advisorId);
      return listAdvisors();
    },

    async adminDisclosure(
      advisorId: string,
      kind: DisclosureKind,
    ): Promise<StoredObject & { fileName: string }> {
      return readDisclosure(db, storage, advisorId, kind);
    },
  };
}
