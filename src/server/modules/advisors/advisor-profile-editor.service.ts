// Rules of the advisor's own public-profile editor (docs/product.md#profile-editor): the signed-in
// advisor reads and changes only the profile linked to their account (an account without one,
// an admin's included, finds none), every field is checked with the shared schema, one save is
// one transaction, and every instance's caches hear of it at once.
import type { Readable } from 'node:stream';
import { ADVISOR_ATTRIBUTE_TYPES } from '../../../shared/advisor-taxonomy';
import { ADVISOR_UPLOAD_PHOTO_TYPES } from '../../../shared/constants';
import {
  ADVISOR_PROFILE_MESSAGES,
  advisorProfileEditSchema,
} from '../../../shared/contracts/advisor-profile';
import type {
  AdvisorPhotoUpload,
  AdvisorProfileEdit,
  AdvisorProfileEditor,
} from '../../../shared/contracts/advisor-profile';
import { AppError } from '../../../shared/errors';
import type { FieldErrors } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { parseInput } from '../../validation/parse-input';
import { listAdvisorStates } from './advisor-profile.repository';
import * as repository from './advisor-profile-editor.repository';
import type { AdvisorsService } from './advisors.service';
import { recordAudit } from '../../db/audit-log';
import type { EngagementKind } from '../../../shared/offerings/catalog';

export interface AdvisorProfileEditorDeps {
  db: Db;
  advisors: Pick<
    AdvisorsService,
    'findAdvisorOfUser' | 'getAdvisorProfile' | 'setAdvisorPhoto' | 'invalidate'
  >;
  offerings: {
    isOngoingOn(): Promise<boolean>;
    setOfferingPrices(
      tx: Db,
      advisorId: string,
      prices: Record<EngagementKind, number>,
    ): Promise<void>;
  };
  /** Tells every instance that an advisor's public profile changed (their caches forget). */
  onProfileChange: (advisorId: string) => Promise<void>;
}

export type AdvisorProfileEditorService = ReturnType<typeof createAdvisorProfileEditorService>;

const noProfile = () => new AppError('noMatchingAdvisor', ADVISOR_PROFILE_MESSAGES.noProfile);

const isUploadType = (value: string) =>
  (ADVISOR_UPLOAD_PHOTO_TYPES as readonly string[]).includes(value);

export function createAdvisorProfileEditorService({
  db,
  advisors,
  offerings,
  onProfileChange,
}: AdvisorProfileEditorDeps) {
  async function advisorIdOf(userId: string): Promise<string> {
    const advisor = await advisors.findAdvisorOfUser(userId);
    if (!advisor) throw noProfile();
    return advisor.id;
  }

  async function editorOf(advisorId: string): Promise<AdvisorProfileEditor> {
    const row = await repository.findEditableAdvisor(db, advisorId);
    if (!row) throw noProfile();
    const [linked, states, choices, profile, ongoingShown] = await Promise.all([
      repository.listLinkedAttributes(db, advisorId),
      listAdvisorStates(db, advisorId),
      repository.listAttributeChoices(db),
      // The advisor's own preview, listed or not yet (docs/product.md#becoming-an-advisor).
      advisors.getAdvisorProfile(row.slug, { includeUnlisted: true }),
      offerings.isOngoingOn(),
    ]);
    const idsOf = (type: number) => linked.filter((a) => a.type === type).map((a) => a.id);
    const choicesOf = (type: number) =>
      choices.filter((c) => c.type === type).map(({ id, title }) => ({ id, title }));
    const { id: _id, slug: _slug, crdNumber, city, firmName, ...fields } = row;
    return {
      values: {
        ...fields,
        city: city ?? '',
        firmName: firmName ?? '',
        crdNumber: crdNumber ?? '',
        specialityIds: idsOf(ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith),
        clientTypeIds: idsOf(ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith),
        states,
      },
      profile,
      ongoingShown,
      choices: {
        specialities: choicesOf(ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith),
        clientTypes: choicesOf(ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith),
      },
    };
  }

  /** Every chosen id must name an attribute of the field's type; answers the fields that do not. */
  async function checkChoices(edit: AdvisorProfileEdit): Promise<void> {
    const types = await repository.findAttributeTypes(db, [
      ...edit.specialityIds,
      ...edit.clientTypeIds,
    ]);
    const errors: FieldErrors = {};
    const check = (field: 'specialityIds' | 'clientTypeIds', ids: number[], type: number) => {
      if (ids.some((id) => types.get(id) !== type)) {
        errors[field] = [ADVISOR_PROFILE_MESSAGES.unknownChoice];
      }
    };
    check('specialityIds', edit.specialityIds, ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith);
    check('clientTypeIds', edit.clientTypeIds, ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith);
    if (Object.keys(errors).length > 0) throw new AppError('validation', undefined, errors);
  }

  return {
    /** The signed-in advisor's values, the choices they pick from and the public profile. */
    async getOwnProfile(userId: string): Promise<AdvisorProfileEditor> {
      return editorOf(await advisorIdOf(userId));
    },

    /** Saves every field at once, in one transaction, and tells every instance's caches. */
    async saveOwnProfile(userId: string, body: unknown): Promise<AdvisorProfileEditor> {
      const advisorId = await advisorIdOf(userId);
      const edit = parseInput(advisorProfileEditSchema, body);
      await checkChoices(edit);
      await db.transaction(async (tx) => {
        const before = await repository.findEditableAdvisor(tx, advisorId, { forUpdate: true });
        if (!before) throw noProfile();
        await repository.updateAdvisorFields(tx, advisorId, {
          firstName: edit.firstName,
          lastName: edit.lastName,
          certifications: edit.certifications,
          title: edit.title,
          bio: edit.bio,
          longBio: edit.longBio,
          personalBio: edit.personalBio,
          homeState: edit.homeState,
          city: edit.city,
          firmName: edit.firmName,
          businessModel: edit.businessModel,
          crdNumber: edit.crdNumber || null,
          ...(edit.languages ? { languages: edit.languages } : {}),
          hourlyRateCents: edit.hourlyRateCents,
        });
        await offerings.setOfferingPrices(tx, advisorId, {
          plan: edit.planPriceCents,
          ongoing: edit.ongoingPriceCents,
        });
        await repository.replaceAttributeLinks(tx, advisorId, [
          ...edit.specialityIds,
          ...edit.clientTypeIds,
        ]);
        await repository.replaceAdvisorStates(tx, advisorId, edit.states);
        await recordAudit(tx, {
          actorId: userId,
          subjectId: advisorId,
          action: 'advisor.profile.update',
          detail: changedFields(before, edit).join(', ') || 'choices and states only',
        });
      });
      await onProfileChange(advisorId);
      return editorOf(advisorId);
    },

    /**
     * Replaces the advisor's photo with a JPEG, PNG or WebP (never SVG: ADR 0035); the advisors
     * service judges the type from the bytes, caps the size and removes the old photo.
     */
    async setOwnPhoto(
      userId: string,
      body: Readable,
      contentType: string,
    ): Promise<AdvisorPhotoUpload> {
      const advisorId = await advisorIdOf(userId).catch((error: unknown) => {
        body.destroy();
        throw error;
      });
      const claimed = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!isUploadType(claimed)) {
        body.destroy();
        throw new AppError('validation', undefined, {
          photo: [ADVISOR_PROFILE_MESSAGES.photoType],
        });
      }
      const photo = await advisors.setAdvisorPhoto(advisorId, body, claimed);
      await recordAudit(db, {
        actorId: userId,
        subjectId: advisorId,
        action: 'advisor.photo.update',
        detail: photo.profilePicUrl,
      });
      // The advisors service told the caches of the new photo.
      return photo;
    },
  };
}

/** The names of the advisor row's fields a save changes, for the audit line. */
function changedFields(before: repository.EditableAdvisorRow, edit: AdvisorProfileEdit): string[] {
  const after: Partial<Record<keyof repository.EditableAdvisorRow, unknown>> = {
    ...edit,
    crdNumber: edit.crdNumber || null,
  };
  const same = (a: unknown, b: unknown) =>
    Array.isArray(a) && Array.isArray(b) ? [...a].sort().join() === [...b].sort().join() : a === b;
  const names = (Object.keys(before) as (keyof repository.EditableAdvisorRow)[]).filter(
    (key) => key in after && after[key] !== undefined && !same(after[key], before[key]),
  );
  return names;
}
