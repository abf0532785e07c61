// Statuses of a meeting recording (docs/product.md#recordings) and the changes allowed between
// them, as data. The server refuses any other change; the client reads it to offer only what is
// possible.

export const RECORDING_STATUSES = [
  'Processing',
  'SavedToS3',
  'SavedToS3AndDeletedFromZoom',
  'DeletedByUser',
  'Error',
] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

/** Where each status may go next. */
export const RECORDING_TRANSITIONS: Readonly<Record<RecordingStatus, readonly RecordingStatus[]>> =
  {
    // Zoom said a recording is ready: we fetch it into our storage (or fail and retry).
    Processing: ['SavedToS3', 'Error', 'DeletedByUser'],
    // Stored with us; next the copy at Zoom is removed.
    SavedToS3: ['SavedToS3AndDeletedFromZoom', 'DeletedByUser'],
    SavedToS3AndDeletedFromZoom: ['DeletedByUser'],
    // Deleted for good at the client's request: nothing follows.
    DeletedByUser: [],
    // A failed fetch is tried again.
    Error: ['Processing', 'DeletedByUser'],
  };

export function canChangeRecordingStatus(from: RecordingStatus, to: RecordingStatus): boolean {
  return RECORDING_TRANSITIONS[from].includes(to);
}

/** Statuses whose file is in our storage and can be played. */
export const PLAYABLE_RECORDING_STATUSES: readonly RecordingStatus[] = [
  'SavedToS3',
  'SavedToS3AndDeletedFromZoom',
];

export function isPlayableRecording(status: RecordingStatus): boolean {
  return PLAYABLE_RECORDING_STATUSES.includes(status);
}
