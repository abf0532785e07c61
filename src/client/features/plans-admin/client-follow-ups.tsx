// On the advisor's page of one client: the follow-up of each of that client's Plan and Ongoing
// signups with this advisor (docs/product.md#plans-admin), moved by the advisor's own call, which
// checks the signup is theirs. Nothing shows for a client who only booked The Hour.
import { useQuery } from '@tanstack/react-query';
import { advisorSignupsAnswerSchema } from '../../../shared/contracts/plans-admin';
import { SIGNUP_STATE_LABELS } from '../../../shared/contracts/plans-admin';
import { PLANS_ADMIN_API } from '../../../shared/routes/plans-admin-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';
import { AdvisorFollowUpControl } from './follow-up-control';
import { formatDay } from './parts/plans-format';
import classes from './plans-admin.module.css';
import { offeringOf } from '../../../shared/offerings/catalog';

export function ClientFollowUps({ clientId }: { clientId: string }) {
  const signups = useQuery({
    queryKey: ['advisor', 'signups'],
    queryFn: async () =>
      advisorSignupsAnswerSchema.parse(await http.get(PLANS_ADMIN_API.advisorSignups)),
    retry: retryOnlyFailures,
  });
  const own = signups.data?.signups.filter((signup) => signup.client.id === clientId) ?? [];
  if (own.length === 0) return null;
  return (
    <section className={classes.clientFollowUps} aria-labelledby="client-follow-ups">
      <h2 id="client-follow-ups" className={classes.cardTitle}>
        Follow-up
      </h2>
      <ul className={classes.followUpList}>
        {own.map((signup) => (
          <li key={signup.id}>
            <p className={classes.followUpFor}>
              {offeringOf(signup.kind).name} · signed up {formatDay(signup.createdAt)} ·{' '}
              {SIGNUP_STATE_LABELS[signup.state]}
            </p>
            <AdvisorFollowUpControl signup={signup} />
          </li>
        ))}
      </ul>
    </section>
  );
}
