// What the advisor's checklist and the admin's vetting list both show
// (docs/product.md#becoming-an-advisor): the checklist computed from the advisor's data, the
// disclosure files on record, and reading one of them back.
import type { Db } from '../../db/client';
import type { Storage, StoredObject } from '../../integrations/storage/storage';
import { AppError } from '../../../shared/errors';
import {
  CHECKLIST_ITEMS,
  DISCLOSURE_KINDS,
  ONBOARDING_MESSAGES,
  PROFILE_PART_KEYS,
} from '../../../shared/onboarding';
import type { ChecklistItemKey, DisclosureKind, ProfilePart } from '../../../shared/onboarding';
import type { ChecklistItem, DisclosureFile } from '../../../shared/contracts/onboarding';
import { findDisclosure, listDisclosures } from './disclosures.repository';
import type { VettingRow } from './vetting.repository';

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The parts of the profile not written yet: where they are based, then the bio and long bio. */
function missingProfileParts(row: VettingRow): ProfilePart[] {
  const given: Record<ProfilePart, boolean> = {
    homeState: row.homeState !== null,
    city: (row.city ?? '').trim() !== '',
    firmName: (row.firmName ?? '').trim() !== '',
    bio: row.bio.trim() !== '',
    longBio: row.longBio.trim() !== '',
  };
  return PROFILE_PART_KEYS.filter((part) => !given[part]);
}

export function checklistOf(row: VettingRow): ChecklistItem[] {
  const missing = missingProfileParts(row);
  const done: Record<ChecklistItemKey, boolean> = {
    profile: missing.length === 0,
    photo: row.profilePicKey !== null,
    offerings: row.pricesConfirmedAt !== null || row.offeringsEdited,
    availability: row.hasWeeklyHours,
    disclosures: false,
  };
  return CHECKLIST_ITEMS.map((key) => ({
    key,
    done: done[key],
    missing: key === 'profile' ? missing : [],
  }));
}

export function withDisclosures(items: ChecklistItem[], files: DisclosureFile[]): ChecklistItem[] {
  const complete = DISCLOSURE_KINDS.every((kind) => files.some((file) => file.kind === kind));
  return items.map((item) => (item.key === 'disclosures' ? { ...item, done: complete } : item));
}

function disclosureView(row: {
  kind: DisclosureKind;
  fileName: string;
  sizeBytes: number;
  uploadedAt: Date;
}): DisclosureFile {
  return {
    kind: row.kind,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

export async function disclosuresOf(
  db: Db,
  advisorIds: string[],
): Promise<Map<string, DisclosureFile[]>> {
  const byAdvisor = new Map<string, DisclosureFile[]>();
  for (const row of await listDisclosures(db, advisorIds)) {
    byAdvisor.set(row.advisorId, [...(byAdvisor.get(row.advisorId) ?? []), disclosureView(row)]);
  }
  return byAdvisor;
}

export async function readDisclosure(
  db: Db,
  storage: Storage,
  advisorId: string,
  kind: DisclosureKind,
): Promise<StoredObject & { fileName: string }> {
  const row = await findDisclosure(db, advisorId, kind);
  const stored = row ? await storage.get(row.storageKey) : null;
  if (!row || !stored) {
    throw new AppError('notFound', ONBOARDING_MESSAGES.noDisclosure);
  }
  return { ...stored, fileName: row.fileName };
}
