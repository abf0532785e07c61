// Bodies of the public home calls (api/home/*).
import { z } from 'zod';

export const advisorCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  certifications: z.string(),
  profilePicUrl: z.string(),
  title: z.string(),
  reviewAverage: z.number(),
  reviewCount: z.number().int(),
  /** Newline-separated bullet lines. */
  bio: z.string(),
  /** Integer cents. */
  hourlyRate: z.number().int(),
  /**
   * What else the advisor sells, in cents, null where they do not: The Plan's flat fee and The
   * Ongoing's monthly price (shown only while the TheOngoing flag is on).
   */
  offers: z.object({ plan: z.number().int().nullable(), ongoing: z.number().int().nullable() }),
  /** ISO instant, or null when nothing is open. */
  nextAvailability: z.string().nullable(),
});
export type AdvisorCard = z.infer<typeof advisorCardSchema>;

export const priceRangeSchema = z.object({ low: z.number().int(), high: z.number().int() });

export const dashboardDataSchema = z.object({
  advisors: z.array(advisorCardSchema),
  priceRange_TheHour: priceRangeSchema,
  priceRange_ThePlan: priceRangeSchema,
  priceRange_TheOngoing: priceRangeSchema,
  meetingsCompleted: z.number().int(),
  averageReview: z.number(),
  /** Profile picture URL by advisor slug. */
  profilePics: z.record(z.string(), z.string()),
  /** Abbreviations of the states where at least one listed advisor serves clients. */
  states: z.array(z.string()),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

export const complianceDocumentSchema = z.object({
  displayName: z.string(),
  url: z.string(),
});
export type ComplianceDocument = z.infer<typeof complianceDocumentSchema>;

/** One compliance document with its body, for the in-site legal pages. */
export const complianceDocumentBodySchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  /** Trusted HTML written by the firm (see the compliance service), shown as is. */
  bodyHtml: z.string(),
  version: z.number().int(),
  /** ISO instant from which this version applies. */
  effectiveAt: z.string(),
});
export type ComplianceDocumentBody = z.infer<typeof complianceDocumentBodySchema>;

export const seoDataItemSchema = z.object({ slug: z.string(), title: z.string() });
export type SeoDataItem = z.infer<typeof seoDataItemSchema>;
