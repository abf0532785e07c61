// Bodies of the console's recordings calls (docs/product.md#admin-recordings, ADR 0046): the
// table's query and rows, one recording with its history and the changes an admin may make, the
// edit (a status reached only through the recording rules), and the orphans.
import { z } from 'zod';
import { auditReasonSchema } from '../limits';
import { EVENT_STATUSES } from '../domain/event-status';
import { RECORDING_STATUSES } from '../domain/recording-status';
import type { RecordingStatus } from '../domain/recording-status';
import { consolePageSchema, consoleQuerySchema } from './console';
import { RECORDING_SOURCES } from './recordings';

export const ADMIN_RECORDING_SORTS = ['created', 'meeting', 'status', 'size'] as const;
export type AdminRecordingSort = (typeof ADMIN_RECORDING_SORTS)[number];

export const ADMIN_RECORDING_STATUS_FILTERS = ['all', ...RECORDING_STATUSES] as const;
export type AdminRecordingStatusFilter = (typeof ADMIN_RECORDING_STATUS_FILTERS)[number];

export const adminRecordingQuerySchema = consoleQuerySchema(ADMIN_RECORDING_SORTS, {
  sort: 'created',
  dir: 'desc',
}).extend({
  status: z.enum(ADMIN_RECORDING_STATUS_FILTERS).optional().default('all'),
});
export type AdminRecordingQuery = z.output<typeof adminRecordingQuerySchema>;

/** Video providers whose copies of a recording the console can delete (the path segment). */
export const RECORDING_PROVIDERS = ['zoom'] as const;
export type RecordingProvider = (typeof RECORDING_PROVIDERS)[number];

export function isRecordingProvider(name: string): name is RecordingProvider {
  return (RECORDING_PROVIDERS as readonly string[]).includes(name);
}

export const RECORDING_PROVIDER_NAMES: Record<RecordingProvider, string> = { zoom: 'Zoom' };

/**
 * Why a recording is an orphan (ADR 0046): its meeting was canceled or refunded, so it did not
 * take place as booked, or its client had turned recording off; either way nobody should keep it.
 */
export const ORPHAN_REASONS = ['meetingCanceled', 'recordingTurnedOff'] as const;
export type OrphanReason = (typeof ORPHAN_REASONS)[number];

export const ORPHAN_REASON_TEXT: Record<OrphanReason, string> = {
  meetingCanceled: 'Its meeting was canceled or refunded.',
  recordingTurnedOff: 'The client turned recording off for its meeting.',
};

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminRecordingRowSchema = z.object({
  id: z.string(),
  status: z.enum(RECORDING_STATUSES),
  source: z.enum(RECORDING_SOURCES),
  sizeBytes: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  meeting: z.object({
    id: z.string(),
    start: z.string(),
    end: z.string(),
    status: z.enum(EVENT_STATUSES),
  }),
  client: personSchema,
  advisor: z.object({ name: z.string(), slug: z.string() }),
  /** The provider still holds a copy (a Zoom file not yet deleted there). */
  atProvider: z.boolean(),
  orphanReason: z.enum(ORPHAN_REASONS).nullable(),
});
export type AdminRecordingRow = z.infer<typeof adminRecordingRowSchema>;

export const adminRecordingPageSchema = consolePageSchema(adminRecordingRowSchema);
export type AdminRecordingPage = z.infer<typeof adminRecordingPageSchema>;

/** Statuses an admin may set with PUT; the others belong to the fetch and the provider DELETE. */
export const ADMIN_RECORDING_STATUSES = [
  'Processing',
  'DeletedByUser',
] as const satisfies readonly RecordingStatus[];
export type AdminRecordingStatus = (typeof ADMIN_RECORDING_STATUSES)[number];

export const recordingHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  actorName: z.string().nullable(),
  from: z.enum(RECORDING_STATUSES).nullable(),
  to: z.enum(RECORDING_STATUSES).nullable(),
  detail: z.string(),
});
export type RecordingHistoryEntry = z.infer<typeof recordingHistoryEntrySchema>;

export const adminRecordingSchema = adminRecordingRowSchema.extend({
  contentType: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  uploadedByName: z.string().nullable(),
  provider: z.enum(RECORDING_PROVIDERS).nullable(),
  /** Where the stored copy plays from (POST it for a playback address); null when none is kept. */
  streamUrl: z.string().nullable(),
  /** The admins' changes, newest first (from the audit log). */
  history: z.array(recordingHistoryEntrySchema),
  actions: z.object({
    /** Statuses PUT would accept now. */
    statuses: z.array(z.enum(ADMIN_RECORDING_STATUSES)),
    /** DELETE at the provider would delete a copy there now. */
    deleteAtProvider: z.boolean(),
  }),
});
export type AdminRecording = z.infer<typeof adminRecordingSchema>;

export const adminRecordingEditSchema = z.object({
  status: z.enum(ADMIN_RECORDING_STATUSES, {
    error: `Status must be one of ${ADMIN_RECORDING_STATUSES.join(', ')}.`,
  }),
  reason: auditReasonSchema.optional(),
});
export type AdminRecordingEdit = z.infer<typeof adminRecordingEditSchema>;

export const adminRecordingSearchAnswerSchema = z.array(adminRecordingRowSchema);

export const RECORDING_ADMIN_MESSAGES = {
  notAtProvider: (provider: string) => `This recording was uploaded: ${provider} has no copy.`,
  notStoredYet: (provider: string) =>
    `This recording is not stored with us yet, so deleting it at ${provider} would lose it. Delete it for good instead.`,
  providerOff: (provider: string) => `${provider}'s API is not configured on this server.`,
  providerFailed: (provider: string) => `${provider} did not delete the recording. Try again.`,
  cannotSet: (from: RecordingStatus, to: RecordingStatus) =>
    `A recording cannot go from ${from} to ${to} here.`,
  fetchAgainZoomOnly: 'Only a Zoom recording can be fetched again.',
} as const;

/** Audit actions of the recordings console (target `recording:<id>`). */
export const RECORDING_AUDIT_ACTIONS = {
  status: 'recording-status-changed',
  deleted: 'recording-deleted',
  deletedAtProvider: 'recording-deleted-at-provider',
} as const;
