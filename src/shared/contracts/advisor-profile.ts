// The advisor's own public-profile editor (docs/product.md#profile-editor): every field the public
// profile and card show, checked by one schema in the form and on the server.
import { z } from 'zod';
import { BUSINESS_MODELS } from '../advisor-taxonomy';
import { LANGUAGE_CODES } from '../advisor-search-filters';
import {
  LIMITS,
  advisorCitySchema,
  advisorTitleSchema,
  bioLinesSchema,
  certificationsSchema,
  crdNumberSchema,
  firmNameSchema,
  hourPriceCentsSchema,
  longBioSchema,
  ongoingPriceCentsSchema,
  personalBioSchema,
  planPriceCentsSchema,
} from '../limits';
import { US_STATES } from '../us-states';
import { advisorProfileSchema } from './advisors';

/** How many specialities, and how many client types, one advisor may choose. */
export const PROFILE_CHOICES_MAX = 12;

export const ADVISOR_PROFILE_MESSAGES = {
  unknownChoice: 'Choose from the list: one of these is no longer offered.',
  tooManyChoices: `Choose at most ${PROFILE_CHOICES_MAX}.`,
  noState: 'Choose at least one state you serve.',
  noHomeState: 'Choose the state you are based in.',
  unknownState: 'Choose states from the list.',
  unknownBusinessModel: 'Choose a business model from the list.',
  unknownLanguage: 'Choose languages from the list.',
  noLanguage: 'Choose at least one language you advise in.',
  photoType: 'The photo must be a JPEG, PNG or WebP image.',
  noPhoto: 'Choose a photo to upload.',
  unreadablePhoto: 'This file could not be read as an image. Try a JPEG, PNG or WebP photo.',
  photoTooLarge: `The photo must be at most ${LIMITS.advisorPhotoBytes.max / (1024 * 1024)} MB.`,
  noProfile:
    'There is no advisor profile on this account. A profile is linked to an account by our team.',
} as const;

function nameSchema(label: string) {
  return z
    .string()
    .trim()
    .min(LIMITS.advisorName.min, `${label} is required.`)
    .max(LIMITS.advisorName.max, `${label} must be at most ${LIMITS.advisorName.max} characters.`);
}

// Checked as a whole list, so a message belongs to the field rather than to one of its items.
const choiceIds = z
  .array(z.number().int())
  .refine((ids) => ids.every((id) => id > 0), ADVISOR_PROFILE_MESSAGES.unknownChoice)
  .max(PROFILE_CHOICES_MAX, ADVISOR_PROFILE_MESSAGES.tooManyChoices)
  .transform((ids) => [...new Set(ids)]);

const STATE_CODES = US_STATES.map((state) => state.abbreviation);
const BUSINESS_MODEL_SLUGS = BUSINESS_MODELS.map((model) => model.slug);

/**
 * Where the advisor is based, which the profile shows ("Based in Denver, Colorado"): asked when
 * they accept their invitation and in the profile editor, never defaulted
 * (docs/product.md#becoming-an-advisor).
 */
export const advisorLocationSchema = z.object({
  homeState: z
    .string({ error: ADVISOR_PROFILE_MESSAGES.noHomeState })
    .refine((code) => STATE_CODES.includes(code), ADVISOR_PROFILE_MESSAGES.noHomeState),
  city: advisorCitySchema,
  firmName: firmNameSchema,
});
export type AdvisorLocation = z.output<typeof advisorLocationSchema>;
export const ADVISOR_LOCATION_FIELDS = ['homeState', 'city', 'firmName'] as const;

/** What the advisor sends on save; the form checks the same. Prices in integer cents. */
export const advisorProfileEditSchema = z.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  certifications: certificationsSchema,
  title: advisorTitleSchema,
  bio: bioLinesSchema,
  longBio: longBioSchema,
  personalBio: personalBioSchema,
  specialityIds: choiceIds,
  clientTypeIds: choiceIds,
  ...advisorLocationSchema.shape,
  states: z
    .array(z.string())
    .refine(
      (codes) => codes.every((code) => STATE_CODES.includes(code)),
      ADVISOR_PROFILE_MESSAGES.unknownState,
    )
    .min(1, ADVISOR_PROFILE_MESSAGES.noState)
    .max(STATE_CODES.length)
    .transform((codes) => [...new Set(codes)].sort()),
  /** Omitted: the languages stay as they are (docs/product.md#advisor-search). */
  languages: z
    .array(z.string())
    .refine(
      (codes) => codes.every((code) => (LANGUAGE_CODES as readonly string[]).includes(code)),
      ADVISOR_PROFILE_MESSAGES.unknownLanguage,
    )
    .min(1, ADVISOR_PROFILE_MESSAGES.noLanguage)
    .max(LANGUAGE_CODES.length)
    .transform((codes) => [...new Set(codes)])
    .optional(),
  businessModel: z
    .string()
    .refine(
      (slug) => BUSINESS_MODEL_SLUGS.includes(slug),
      ADVISOR_PROFILE_MESSAGES.unknownBusinessModel,
    ),
  crdNumber: crdNumberSchema,
  hourlyRateCents: hourPriceCentsSchema,
  planPriceCents: planPriceCentsSchema,
  ongoingPriceCents: ongoingPriceCentsSchema,
});
export type AdvisorProfileEdit = z.output<typeof advisorProfileEditSchema>;
export type AdvisorProfileEditInput = z.input<typeof advisorProfileEditSchema>;

/** The form's fields, in the order they are shown (the first with a message takes the focus). */
export const ADVISOR_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'certifications',
  'title',
  'bio',
  'longBio',
  'personalBio',
  'specialityIds',
  'clientTypeIds',
  ...ADVISOR_LOCATION_FIELDS,
  'states',
  'languages',
  'businessModel',
  'crdNumber',
  'hourlyRateCents',
  'planPriceCents',
  'ongoingPriceCents',
] as const satisfies readonly (keyof AdvisorProfileEdit)[];

/** The values as stored, in the shape the form edits. */
export const advisorProfileValuesSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  certifications: z.string(),
  title: z.string(),
  bio: z.string(),
  longBio: z.string(),
  personalBio: z.string(),
  specialityIds: z.array(z.number().int()),
  clientTypeIds: z.array(z.number().int()),
  /** Null (or empty) until the advisor says where they are based. */
  homeState: z.string().nullable(),
  city: z.string(),
  firmName: z.string(),
  states: z.array(z.string()),
  languages: z.array(z.string()).optional(),
  businessModel: z.string(),
  crdNumber: z.string(),
  hourlyRateCents: z.number().int(),
  planPriceCents: z.number().int(),
  ongoingPriceCents: z.number().int(),
});
export type AdvisorProfileValues = z.infer<typeof advisorProfileValuesSchema>;

const choiceSchema = z.object({ id: z.number().int(), title: z.string() });
export type ProfileChoice = z.infer<typeof choiceSchema>;

export const advisorProfileEditorSchema = z.object({
  values: advisorProfileValuesSchema,
  /** The public profile as it stands, which the preview shows with the values being typed. */
  profile: advisorProfileSchema,
  /** Whether The Ongoing is offered at all (its flag), so the card preview shows its price. */
  ongoingShown: z.boolean(),
  choices: z.object({
    specialities: z.array(choiceSchema),
    clientTypes: z.array(choiceSchema),
  }),
});
export type AdvisorProfileEditor = z.infer<typeof advisorProfileEditorSchema>;

export const advisorPhotoUploadSchema = z.object({ profilePicUrl: z.string() });
export type AdvisorPhotoUpload = z.infer<typeof advisorPhotoUploadSchema>;
