// What a journey may ask of the test-world entry (ADR 0075): people of its own, each with a fresh
// sign-in, and meetings between them. Only the journey server mounts it; the product never does.
import { z } from 'zod';

export const TEST_WORLD_API = {
  people: '/api/test-world/people',
  meetings: '/api/test-world/meetings',
  engagements: '/api/test-world/engagements',
  stuckEmails: '/api/test-world/stuck-emails',
} as const;

export const WORLD_PERSON_KINDS = ['client', 'advisor', 'admin', 'affiliate'] as const;
export type WorldPersonKind = (typeof WORLD_PERSON_KINDS)[number];

export const worldPersonRequestSchema = z.object({
  kind: z.enum(WORLD_PERSON_KINDS),
  /** Unique per journey run: it goes into the email address and the advisor's slug. */
  tag: z.string().regex(/^[a-z0-9-]{4,60}$/),
  fullName: z.string().min(2).max(50).optional(),
  /** An advisor's practice: which offerings are switched on, and The Ongoing's places. */
  advisor: z
    .object({
      plan: z.boolean().default(true),
      ongoing: z.boolean().default(true),
      ongoingCapacity: z.number().int().min(1).max(50).default(5),
      /** A new advisor who has not opened Advisor Home nor confirmed the default prices. */
      newcomer: z.boolean().default(false),
      /** Reviews on the public profile, written as the demo seed writes them. */
      reviews: z.number().int().min(0).max(20).default(0),
    })
    .optional(),
});
export type WorldPersonRequest = z.input<typeof worldPersonRequestSchema>;

export const worldPersonSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(WORLD_PERSON_KINDS),
  email: z.string(),
  password: z.string(),
  fullName: z.string(),
  /** An advisor's public profile. */
  advisor: z
    .object({
      id: z.string().uuid(),
      slug: z.string(),
      name: z.string(),
      homeState: z.string().nullable(),
    })
    .optional(),
});
export type WorldPerson = z.infer<typeof worldPersonSchema>;

export const worldMeetingsRequestSchema = z.object({
  clientId: z.string().uuid(),
  advisorId: z.string().uuid(),
});
export type WorldMeetingsRequest = z.infer<typeof worldMeetingsRequestSchema>;

/** Held last week with notes sent, held a few days ago waiting for notes, and next week's. */
export const worldMeetingsSchema = z.object({
  heldWithNotes: z.string().uuid(),
  heldWaitingForNotes: z.string().uuid(),
  upcoming: z.string().uuid(),
});
export type WorldMeetings = z.infer<typeof worldMeetingsSchema>;

/** A Plan or an Ongoing the client signed up for and paid, as the demo engagements are made. */
export const worldEngagementRequestSchema = z.object({
  clientId: z.string().uuid(),
  advisorId: z.string().uuid(),
  kind: z.enum(['plan', 'ongoing']),
  /** How long ago it started (the Plan's first meeting is a few days ahead either way). */
  startedDaysAgo: z.number().int().min(0).max(300).default(10),
});
export type WorldEngagementRequest = z.input<typeof worldEngagementRequestSchema>;

export const worldEngagementSchema = z.object({
  signupId: z.string().uuid(),
  engagementId: z.string().uuid(),
});
export type WorldEngagement = z.infer<typeof worldEngagementSchema>;

/** An email to the person that the mail server refused, as the demo's stuck email. */
export const worldStuckEmailRequestSchema = z.object({ personId: z.string().uuid() });
export type WorldStuckEmailRequest = z.infer<typeof worldStuckEmailRequestSchema>;

export const worldStuckEmailSchema = z.object({ to: z.string(), subject: z.string() });
export type WorldStuckEmail = z.infer<typeof worldStuckEmailSchema>;
