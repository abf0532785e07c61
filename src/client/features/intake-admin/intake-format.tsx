// How the intake pages show a response's source and what it is attached to.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { INTAKE_SOURCE_LABELS } from '../../../shared/contracts/intake-admin';
import type { IntakeAttachment, IntakeResponseRow } from '../../../shared/contracts/intake-admin';
import classes from './intake-admin.module.css';

const KIND_LABELS: Record<IntakeAttachment['kind'], string> = {
  meeting: 'Meeting',
  signup: 'Signup',
  checkout: 'Checkout',
};

export const sourceLabel = (row: Pick<IntakeResponseRow, 'source'>) =>
  INTAKE_SOURCE_LABELS[row.source];

export function Attachments({ attachments }: { attachments: IntakeAttachment[] }) {
  if (attachments.length === 0) {
    return (
      <Badge variant="light" color="orange" radius="sm">
        Orphan
      </Badge>
    );
  }
  return (
    <span className={classes.badges}>
      {attachments.map((attachment) => (
        <Badge
          key={attachment.kind}
          variant="light"
          radius="sm"
          color={attachment.live ? 'brand' : 'gray'}
        >
          {KIND_LABELS[attachment.kind]}: {attachment.status}
        </Badge>
      ))}
    </span>
  );
}
