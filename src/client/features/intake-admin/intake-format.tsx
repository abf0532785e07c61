// How the intake pages show a response's source and what it is attached to: a pill per
// attachment, green while in force, grey once ended, orange for an orphan.
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
    return <span className={`${classes.pill} ${classes.orphan}`}>Orphan</span>;
  }
  return (
    <span className={classes.badges}>
      {attachments.map((attachment) => (
        <span
          key={attachment.kind}
          className={`${classes.pill} ${attachment.live ? classes.live : classes.ended}`}
        >
          {KIND_LABELS[attachment.kind]}: {attachment.status}
        </span>
      ))}
    </span>
  );
}
