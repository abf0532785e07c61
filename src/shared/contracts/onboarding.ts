// Becoming an advisor over HTTP (docs/product.md#becoming-an-advisor): invitations, the first-run
// checklist and the admin's vetting.
import { z } from 'zod';
import { emailSchema, inviteeFirstNameSchema, inviteeLastNameSchema } from '../limits';
import { advisorLocationSchema } from './advisor-profile';
import {
  CHECKLIST_ITEMS,
  DISCLOSURE_KINDS,
  INVITATION_STATES,
  PROFILE_PART_KEYS,
} from '../onboarding';

export const invitationStateSchema = z.enum(INVITATION_STATES);
export const disclosureKindSchema = z.enum(DISCLOSURE_KINDS);

export const createInvitationSchema = z.object({
  email: emailSchema,
  firstName: inviteeFirstNameSchema,
  lastName: inviteeLastNameSchema,
});
export type CreateInvitation = z.infer<typeof createInvitationSchema>;

export const adminInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  state: invitationStateSchema,
  sentAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type AdminInvitation = z.infer<typeof adminInvitationSchema>;

export const adminInvitationListSchema = z.object({
  invitations: z.array(adminInvitationSchema),
});
export type AdminInvitationList = z.infer<typeof adminInvitationListSchema>;

export const invitationTokenSchema = z.object({ token: z.string().min(1).max(200) });
export type InvitationToken = z.infer<typeof invitationTokenSchema>;

export const invitationPreviewSchema = z.object({
  state: invitationStateSchema,
  firstName: z.string(),
  /** The invited address, masked: the page tells which account to use without revealing it. */
  emailHint: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** Accepting asks where the new advisor is based: nothing is assumed for them. */
export const acceptInvitationSchema = invitationTokenSchema.extend(advisorLocationSchema.shape);
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

export const acceptedInvitationSchema = z.object({ advisorSlug: z.string() });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

export const checklistItemSchema = z.object({
  key: z.enum(CHECKLIST_ITEMS),
  done: z.boolean(),
  /** What the profile item still lacks, in the order the checklist names it; empty otherwise. */
  missing: z.array(z.enum(PROFILE_PART_KEYS)),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** Whether this opening of Advisor Home is the advisor's first (it then says "Welcome"). */
export const homeVisitSchema = z.object({ firstVisit: z.boolean() });
export type HomeVisit = z.infer<typeof homeVisitSchema>;

export const disclosureFileSchema = z.object({
  kind: disclosureKindSchema,
  fileName: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type DisclosureFile = z.infer<typeof disclosureFileSchema>;

export const checklistSchema = z.object({
  items: z.array(checklistItemSchema),
  /** When the advisor sent it for review; null before. */
  submittedAt: z.string().nullable(),
  approved: z.boolean(),
  disclosures: z.array(disclosureFileSchema),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const adminAdvisorSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  crdNumber: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedByName: z.string().nullable(),
  crdCheckedAt: z.string().nullable(),
  advOnFileAt: z.string().nullable(),
  listed: z.boolean(),
  /** Present for advisors waiting for review. */
  checklist: z.array(checklistItemSchema).nullable(),
  disclosures: z.array(disclosureFileSchema),
});
export type AdminAdvisor = z.infer<typeof adminAdvisorSchema>;

export const adminAdvisorListSchema = z.object({
  waiting: z.array(adminAdvisorSchema),
  approved: z.array(adminAdvisorSchema),
});
export type AdminAdvisorList = z.infer<typeof adminAdvisorListSchema>;

export const vettingChangeSchema = z
  .object({
    crdChecked: z.boolean().optional(),
    advOnFile: z.boolean().optional(),
    listed: z.boolean().optional(),
  })
  .refine((change) => Object.keys(change).length > 0, 'Say what to change.');
export type VettingChange = z.infer<typeof vettingChangeSchema>;
