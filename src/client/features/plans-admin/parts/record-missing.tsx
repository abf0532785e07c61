// An edit page opened without a record, or for one that is gone: say so and lead back to the list.
import { Link } from 'react-router';
import { OFFERING_NAMES } from '../../../../shared/contracts/plans';
import type { OfferingKind } from '../../../../shared/contracts/plans';
import { editPagesOf } from './edit-links';
import classes from '../plans-admin.module.css';

export function RecordMissing({
  kind,
  what,
  deleted,
}: {
  kind: OfferingKind;
  what: 'signup' | 'instance';
  deleted: boolean;
}) {
  return (
    <section className={classes.card}>
      <p>
        {deleted ? `This ${what} was deleted.` : `No ${what} is chosen, or it was not found.`}{' '}
        <Link to={editPagesOf(kind).list}>Choose one from {OFFERING_NAMES[kind]}</Link>.
      </p>
    </section>
  );
}
