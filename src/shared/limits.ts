// Length limits (docs/product.md#limits) as zod schemas, used by server routes and client forms
// alike.
import { z } from 'zod';
import {
  ADVISOR_PHOTO_LIMIT_BYTES,
  ADVISOR_SEARCH_TEXT_MAX,
  DISCLOSURE_LIMIT_BYTES,
  HOUR_PRICE_DOLLARS,
  ONGOING_PRICE_DOLLARS,
  PLAN_PRICE_DOLLARS,
  UPLOAD_LIMIT_BYTES,
} from './constants';
import type { PriceRule } from './constants';

export const LIMITS = {
  email: { max: 250 },
  fileName: { min: 2, max: 200 },
  notes: { max: 2000 },
  reviewTitle: { max: 50 },
  reviewResponseTitle: { max: 200 },
  roleName: { min: 3, max: 25 },
  userName: { min: 2, max: 50 },
  fullName: { max: 100 },
  password: { min: 8, max: 50 },
  slug: { min: 3, max: 50 },
  url: { max: 2050 },
  bioPart: { max: 60 },
  longBio: { max: 1000 },
  personalBio: { max: 500 },
  rightCapitalField: { max: 500 },
  extraInformation: { max: 2000 },
  uploadBytes: { max: UPLOAD_LIMIT_BYTES },
  advisorPhotoBytes: { max: ADVISOR_PHOTO_LIMIT_BYTES },
  // The text of a review and of an advisor's response.
  reviewBody: { min: 20, max: 2000 },
  // An advisor's own terms of The Plan or The Ongoing, and a document request's title and text.
  offeringTerms: { min: 20, max: 5000 },
  documentRequestTitle: { min: 2, max: 200 },
  // The name an advisor gives an external calendar they import busy times from.
  calendarLabel: { min: 1, max: 60 },
  // What an advisor writes on their public profile and card (docs/product.md#profile-editor).
  advisorName: { min: 1, max: 50 },
  advisorTitle: { min: 2, max: 100 },
  certifications: { max: 100 },
  bioLines: { max: 6 },
  crdNumber: { min: 1, max: 10 },
  // Where the advisor is based: asked on accepting the invitation and in the profile editor.
  advisorCity: { min: 2, max: 60 },
  firmName: { min: 2, max: 100 },
  // An advisor's disclosure PDF (docs/product.md#becoming-an-advisor).
  disclosureBytes: { max: DISCLOSURE_LIMIT_BYTES },
  // The name, keyword or ZIP a visitor types into the advisor search (docs/product.md#advisor-search).
  advisorSearchText: { max: ADVISOR_SEARCH_TEXT_MAX },
  // What an admin types into a console table's search box or the console-wide search.
  consoleSearch: { max: 200 },
  // Why an admin made a change the audit log keeps (a review hidden, a user deleted …).
  auditReason: { min: 3, max: 500 },
  // An affiliate's landing page: their hero title and blurb (docs/product.md#affiliates).
  affiliateHeroTitle: { max: 80 },
  affiliateBlurb: { max: 600 },
  // The SEO title of a speciality or client type (docs/product.md#advisor-attributes).
  attributeTitle: { min: 2, max: 80 },
  // Product news an admin sends to those who chose it (docs/product.md#product-news).
  productNewsSubject: { min: 3, max: 150 },
  productNewsBody: { min: 20, max: 20_000 },
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;
const tooShort = (label: string, min: number) =>
  min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`;

/** Trimmed text within a limit, each bound's message naming the field. */
export function bounded(label: string, limit: { min?: number; max: number }) {
  let schema = z.string().trim().max(limit.max, tooLong(label, limit.max));
  if (limit.min !== undefined) schema = schema.min(limit.min, tooShort(label, limit.min));
  return schema;
}

export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.email.max, tooLong('Email', LIMITS.email.max))
  .pipe(z.email('Enter a valid email address.'));
export const fileNameSchema = bounded('File name', LIMITS.fileName);
export const notesSchema = bounded('Notes', LIMITS.notes);
export const auditReasonSchema = bounded('Reason', LIMITS.auditReason);
export const attributeTitleSchema = bounded('Title', LIMITS.attributeTitle);
export const productNewsSubjectSchema = bounded('Subject', LIMITS.productNewsSubject);
export const productNewsBodySchema = bounded('Message', LIMITS.productNewsBody);
export const reviewTitleSchema = bounded('Review title', LIMITS.reviewTitle);
export const reviewResponseTitleSchema = bounded('Response title', LIMITS.reviewResponseTitle);
export const reviewBodySchema = bounded('Your review', LIMITS.reviewBody);
export const roleNameSchema = bounded('Role name', LIMITS.roleName);
/**
 * The name an account carries (registration, the profile, an admin's edit): the product
 * document's "user name", labelled "Full name" on every form (docs/product.md#limits).
 */
export const userNameSchema = z
  .string()
  .trim()
  // An empty name says only that it is required, not also that it is short.
  .min(1, { error: 'Full name is required.', abort: true })
  .min(LIMITS.userName.min, tooShort('Full name', LIMITS.userName.min))
  .max(LIMITS.userName.max, tooLong('Full name', LIMITS.userName.max));
/** A name typed for something other than an account: a contact message's sender. */
export const fullNameSchema = bounded('Full name', LIMITS.fullName).min(
  1,
  'Full name is required.',
);
export const passwordSchema = z
  .string()
  .min(LIMITS.password.min, tooShort('Password', LIMITS.password.min))
  .max(LIMITS.password.max, tooLong('Password', LIMITS.password.max));
export const slugSchema = bounded('Slug', LIMITS.slug).regex(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  'Slug may contain lowercase letters, digits and single hyphens.',
);
export const urlSchema = z
  .string()
  .trim()
  .max(LIMITS.url.max, tooLong('URL', LIMITS.url.max))
  .pipe(z.url('Enter a valid URL.'));
export const bioPartSchema = bounded('Each bio line', LIMITS.bioPart);
export const longBioSchema = bounded('Long bio', LIMITS.longBio);
export const personalBioSchema = bounded('Personal bio', LIMITS.personalBio);
export const affiliateHeroTitleSchema = bounded('The title', LIMITS.affiliateHeroTitle);
export const affiliateBlurbSchema = bounded('The blurb', LIMITS.affiliateBlurb);
export const extraInformationSchema = bounded('Extra information', LIMITS.extraInformation);
export const offeringTermsSchema = bounded('Terms', LIMITS.offeringTerms);
export const documentRequestTitleSchema = bounded('Document name', LIMITS.documentRequestTitle);
export const calendarLabelSchema = bounded('Label', LIMITS.calendarLabel);
export const advisorTitleSchema = bounded('Title', LIMITS.advisorTitle);
export const certificationsSchema = bounded('Certifications', LIMITS.certifications);
/** Required: an empty box gets its own message before the length rule. */
export const advisorCitySchema = z
  .string()
  .trim()
  .min(1, 'Enter the city you work from.')
  .pipe(bounded('City', LIMITS.advisorCity));
export const firmNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter the name of your firm.')
  .pipe(bounded('Firm name', LIMITS.firmName));

/** Newline-separated bullet lines: at most LIMITS.bioLines of them, each within LIMITS.bioPart. */
export const bioLinesSchema = z
  .string()
  .transform((bio) =>
    bio
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line.length > 0)
      .join('\n'),
  )
  .superRefine((bio, context) => {
    const lines = bio ? bio.split('\n') : [];
    if (lines.length > LIMITS.bioLines.max) {
      context.addIssue({
        code: 'custom',
        message: `Write at most ${LIMITS.bioLines.max} bio lines.`,
      });
    }
    const long = lines.findIndex((line) => line.length > LIMITS.bioPart.max);
    if (long >= 0) {
      context.addIssue({
        code: 'custom',
        message: `Each bio line must be at most ${LIMITS.bioPart.max} characters (line ${long + 1} is ${lines[long]?.length}).`,
      });
    }
  });

/** A CRD number (FINRA's Central Registration Depository): digits only, or empty for none. */
export const crdNumberSchema = z
  .string()
  .trim()
  .max(LIMITS.crdNumber.max, `CRD number must be at most ${LIMITS.crdNumber.max} digits.`)
  .regex(/^[0-9]*$/, 'CRD number may contain digits only.');
// An invitation's name becomes the advisor's: the same limits as the profile's.
export const inviteeFirstNameSchema = bounded('First name', LIMITS.advisorName);
export const inviteeLastNameSchema = bounded('Last name', LIMITS.advisorName);

/** A price in integer cents that sits on the rule's dollar range and step. */
export function priceCentsSchema(label: string, rule: PriceRule) {
  return z
    .number({ error: `Enter the ${label.toLowerCase()}.` })
    .int(`${label} must be a whole number of cents.`)
    .min(rule.min * 100, `${label} must be at least $${rule.min}.`)
    .max(rule.max * 100, `${label} must be at most $${rule.max.toLocaleString('en-US')}.`)
    .refine(
      (cents) => cents % (rule.step * 100) === 0,
      `${label} must be a multiple of $${rule.step}.`,
    );
}

export const hourPriceCentsSchema = priceCentsSchema('Hourly rate', HOUR_PRICE_DOLLARS);
export const planPriceCentsSchema = priceCentsSchema('Plan price', PLAN_PRICE_DOLLARS);
export const ongoingPriceCentsSchema = priceCentsSchema('Monthly price', ONGOING_PRICE_DOLLARS);
