// Rules of the advisor's first-run checklist (docs/product.md#becoming-an-advisor): computed from
// the advisor's own data, prices confirmed, the Form ADV Part 2A and Form CRS uploaded as PDFs,
// then sent for an admin's review. An advisor sees only their own checklist and files.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { ObjectTooLargeError } from '../../integrations/storage/storage';
import type { Storage, StoredObject } from '../../integrations/storage/storage';
import { SNIFF_BYTES, sniffContentType } from '../../../shared/file-signatures';
import { splitHead } from '../../files/stream-head';
import type { RequestUser } from '../../auth/access/request-user';
import { AppError } from '../../../shared/errors';
import { LIMITS } from '../../../shared/limits';
import { ONBOARDING_MESSAGES } from '../../../shared/onboarding';
import type { DisclosureKind } from '../../../shared/onboarding';
import type { Checklist, HomeVisit } from '../../../shared/contracts/onboarding';
import { saveDisclosure } from './disclosures.repository';
import {
  checklistOf,
  disclosuresOf,
  iso,
  readDisclosure,
  withDisclosures,
} from './onboarding-views';
import { findVettingRow, markHomeVisited, setAdvisorFields } from './vetting.repository';
import type { VettingRow } from './vetting.repository';
import { recordAudit } from '../../db/audit-log';

const MEGABYTE = 1024 * 1024;

export interface ChecklistDeps {
  db: Db;
  storage: Storage;
  now: () => Date;
  /** Tests lower it. */
  maxDisclosureBytes?: number;
}

export type ChecklistService = ReturnType<typeof createChecklistService>;

export function createChecklistService(deps: ChecklistDeps) {
  const { db, storage, now } = deps;
  const maxBytes = deps.maxDisclosureBytes ?? LIMITS.disclosureBytes.max;

  async function ownAdvisor(user: RequestUser, options: { forUpdate?: boolean } = {}) {
    const row = await findVettingRow(db, { userId: user.id }, options);
    if (!row) throw new AppError('notFound');
    return row;
  }

  async function checklistFor(row: VettingRow): Promise<Checklist> {
    const disclosures = (await disclosuresOf(db, [row.id])).get(row.id) ?? [];
    return {
      items: withDisclosures(checklistOf(row), disclosures),
      submittedAt: iso(row.submittedAt),
      approved: row.approvedAt !== null,
      disclosures,
    };
  }

  return {
    maxDisclosureBytes: maxBytes,

    async getChecklist(user: RequestUser): Promise<Checklist> {
      return checklistFor(await ownAdvisor(user));
    },

    /** An account without an advisor profile has no first visit to tell. */
    async recordHomeVisit(user: RequestUser): Promise<HomeVisit> {
      return { firstVisit: await markHomeVisited(db, user.id, now()) };
    },

    async confirmPrices(user: RequestUser): Promise<Checklist> {
      const row = await ownAdvisor(user);
      await setAdvisorFields(db, row.id, { pricesConfirmedAt: now() }, now());
      return checklistFor(await ownAdvisor(user));
    },

    async submit(user: RequestUser): Promise<Checklist> {
      const row = await ownAdvisor(user);
      if (row.approvedAt) throw new AppError('conflict', ONBOARDING_MESSAGES.alreadyApproved);
      const checklist = await checklistFor(row);
      if (!checklist.items.every((item) => item.done)) {
        throw new AppError('conflict', ONBOARDING_MESSAGES.checklistIncomplete);
      }
      if (row.submittedAt) return checklist;
      const at = now();
      await setAdvisorFields(db, row.id, { submittedAt: at }, at);
      await recordAudit(db, {
        actorId: user.id,
        subjectId: user.id,
        action: 'advisor.submitted',
        detail: `Advisor ${row.slug} sent the checklist for review`,
      });
      return { ...checklist, submittedAt: at.toISOString() };
    },

    /**
     * Stores the advisor's Form ADV Part 2A or Form CRS: the first bytes must say PDF, the rest
     * streams into storage under the cap (never held whole in memory), and replaces the old file.
     */
    async uploadDisclosure(
      user: RequestUser,
      kind: DisclosureKind,
      input: { name: string; stream: Readable },
    ): Promise<Checklist> {
      const advisor = await findVettingRow(db, { userId: user.id });
      if (!advisor) {
        input.stream.destroy();
        throw new AppError('notFound');
      }
      const { head, whole } = await splitHead(input.stream, SNIFF_BYTES);
      if (head.length === 0 || sniffContentType(head, input.name) !== 'application/pdf') {
        whole.destroy();
        input.stream.destroy();
        const message =
          head.length === 0 ? ONBOARDING_MESSAGES.emptyFile : ONBOARDING_MESSAGES.notPdf;
        throw new AppError('validation', message, { file: [message] });
      }
      const storageKey = `disclosures/${advisor.id}/${kind}-${randomUUID()}.pdf`;
      let bytes: number;
      try {
        ({ bytes } = await storage.put(storageKey, whole, {
          contentType: 'application/pdf',
          maxBytes,
        }));
      } catch (error) {
        input.stream.destroy();
        if (error instanceof ObjectTooLargeError) {
          const message = ONBOARDING_MESSAGES.tooLarge(Math.floor(maxBytes / MEGABYTE));
          throw new AppError('payloadTooLarge', message, { file: [message] });
        }
        throw error;
      }
      let previous: string | undefined;
      try {
        previous = await saveDisclosure(db, {
          advisorId: advisor.id,
          kind,
          storageKey,
          fileName: input.name,
          sizeBytes: bytes,
          uploadedAt: now(),
        });
      } catch (error) {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
      if (previous && previous !== storageKey) {
        await storage.delete(previous).catch(() => undefined);
      }
      return checklistFor(advisor);
    },

    async ownDisclosure(
      user: RequestUser,
      kind: DisclosureKind,
    ): Promise<StoredObject & { fileName: string }> {
      return readDisclosure(db, storage, (await ownAdvisor(user)).id, kind);
    },
  };
}
