// A signup's follow-up as a card of its edit page (and its instance's), saved as an admin. A
// failed call of The Plan's says which half failed, as every console operation does.
import { messageOf } from '../../../api/error-message';
import { adminFailureMessage } from '../../console/admin-failure';
import { FollowUpControl } from '../follow-up-control';
import type { FollowUpValue } from '../follow-up-control';
import { failedCallOf, useFollowUpChange } from '../plans-admin-api';
import classes from '../plans-admin.module.css';
import type { EngagementKind } from '../../../../shared/offerings/catalog';

export function FollowUpCard({ kind, signup }: { kind: EngagementKind; signup: FollowUpValue }) {
  const followUp = useFollowUpChange(kind);
  return (
    <section className={classes.card} aria-labelledby={`follow-up-${signup.id}`}>
      <h2 id={`follow-up-${signup.id}`} className={classes.cardTitle}>
        Follow-up
      </h2>
      <FollowUpControl
        // Saved values from elsewhere start the form afresh.
        key={`${signup.followUpStatus}:${signup.targetDate ?? ''}`}
        signup={signup}
        saving={followUp.isPending}
        save={(change) => followUp.mutateAsync({ id: signup.id, before: signup, ...change })}
        describeFailure={(error) => {
          const operation = failedCallOf(error);
          return operation ? adminFailureMessage(operation, error) : messageOf(error);
        }}
      />
    </section>
  );
}
