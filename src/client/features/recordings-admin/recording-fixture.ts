// One meeting recording as the console reads it: Casey Morgan's Zoom recording, saved, with Zoom
// still holding its copy; the console's recording tests change what they need.
import type { AdminRecording } from '../../../shared/contracts/recordings-admin';

export function recordingFixture(overrides: Partial<AdminRecording> = {}): AdminRecording {
  return {
    id: 'rec-1',
    status: 'SavedToS3',
    source: 'zoom',
    sizeBytes: 52_428_800,
    durationSeconds: 55 * 60,
    createdAt: '2026-03-16T16:10:00.000Z',
    updatedAt: '2026-03-16T16:20:00.000Z',
    meeting: {
      id: 'event-1',
      start: '2026-03-16T15:00:00.000Z',
      end: '2026-03-16T16:00:00.000Z',
      status: 'Active',
    },
    client: { id: 'client-1', name: 'Casey Morgan', email: 'casey@example.com' },
    advisor: { name: 'Thomas Nguyen', slug: 'thomas-nguyen' },
    atProvider: true,
    orphanReason: null,
    contentType: 'video/mp4',
    error: null,
    attempts: 0,
    uploadedByName: null,
    provider: 'zoom',
    streamUrl: '/api/recordings/rec-1/stream',
    history: [],
    actions: { statuses: ['DeletedByUser'], deleteAtProvider: true },
    ...overrides,
  };
}
