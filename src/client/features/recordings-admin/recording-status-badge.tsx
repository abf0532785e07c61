// How a recording's status reads in the console (docs/product.md#admin-recordings).
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { RecordingStatus } from '../../../shared/domain/recording-status';

export const RECORDING_STATUS_SHOWN: Record<RecordingStatus, { label: string; color: string }> = {
  Processing: { label: 'Processing', color: 'navy' },
  SavedToS3: { label: 'Saved', color: 'teal' },
  SavedToS3AndDeletedFromZoom: { label: 'Saved, deleted at Zoom', color: 'brand' },
  DeletedByUser: { label: 'Deleted', color: 'gray' },
  Error: { label: 'Error', color: 'red' },
};

export function RecordingStatusBadge({ status }: { status: RecordingStatus }) {
  const { label, color } = RECORDING_STATUS_SHOWN[status];
  return (
    // The darkest text on the palest tint: the light variant's own pair is too faint (WCAG AA).
    <Badge variant="light" color={color} c={`${color}.9`} bg={`${color}.0`} radius="sm" size="lg">
      {label}
    </Badge>
  );
}
