// /advisor-invitation/:token (docs/product.md#becoming-an-advisor): the link an admin's invitation
// email carries. Rendered in the browser only: the token never reaches the server's page render.
import { useParams } from 'react-router';
import { InvitationView } from '../../features/onboarding/invitation-view';
import classes from '../../features/onboarding/invitation.module.css';

export default function AdvisorInvitationPage() {
  const { token = '' } = useParams();
  return (
    <div className={classes.page}>
      <section className={classes.card} aria-live="polite">
        <InvitationView token={token} />
      </section>
    </div>
  );
}
