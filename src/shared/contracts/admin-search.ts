// The console-wide search (docs/product.md#admin-search): one text looked for in people,
// advisors, meetings, recordings and Plan and Ongoing signups, answered grouped by kind.
import { z } from 'zod';
import { ADMIN_SEARCH_MIN_LENGTH } from '../constants';
import type { RecordingStatus } from '../domain/recording-status';
import { LIMITS } from '../limits';

export const adminSearchQuerySchema = z.object({
  q: z
    .string('Type something to search for.')
    .trim()
    .min(ADMIN_SEARCH_MIN_LENGTH, `Type at least ${ADMIN_SEARCH_MIN_LENGTH} characters.`)
    .max(
      LIMITS.consoleSearch.max,
      `Search must be at most ${LIMITS.consoleSearch.max} characters.`,
    ),
});
export type AdminSearchQuery = z.input<typeof adminSearchQuerySchema>;

/** The kinds of record searched, in the order the answer lists them. */
export const ADMIN_SEARCH_KINDS = [
  'users',
  'advisors',
  'meetings',
  'recordings',
  'planSignups',
  'ongoingSignups',
] as const;
export type AdminSearchKind = (typeof ADMIN_SEARCH_KINDS)[number];

export const adminSearchHitSchema = z.object({
  id: z.string(),
  /** A person's name, or who met whom. */
  title: z.string(),
  /** A line under the title: an email, the advisor, the status. */
  detail: z.string(),
  /** The record's status as the console shows it, when it has one. */
  status: z.string().nullable(),
  /** When it happens or happened (a meeting's start, a signup's date), ISO. */
  at: z.string().nullable(),
  /** The account the record belongs to (an advisor's own account), when there is one. */
  userId: z.string().nullable(),
  /** The text was this record's id or email exactly: listed first. */
  exact: z.boolean(),
});
export type AdminSearchHit = z.infer<typeof adminSearchHitSchema>;

export const adminSearchGroupSchema = z.object({
  kind: z.enum(ADMIN_SEARCH_KINDS),
  /** Every match of this kind; `hits` holds the first few. */
  total: z.number().int(),
  hits: z.array(adminSearchHitSchema),
});
export type AdminSearchGroup = z.infer<typeof adminSearchGroupSchema>;

export const adminSearchAnswerSchema = z.object({
  q: z.string(),
  /** One group per kind, in ADMIN_SEARCH_KINDS order, empty ones included. */
  groups: z.array(adminSearchGroupSchema),
});
export type AdminSearchAnswer = z.infer<typeof adminSearchAnswerSchema>;

/** How a recording hit's status reads (a meeting's: meetingStatusWord; a signup's: SIGNUP_STATE_LABELS). */
export const RECORDING_STATUS_LABELS: Record<RecordingStatus, string> = {
  Processing: 'Processing',
  SavedToS3: 'Saved',
  SavedToS3AndDeletedFromZoom: 'Saved',
  DeletedByUser: 'Deleted by the client',
  Error: 'Failed',
};
