// The advisor's side of a client's engagements, on the client's page: each Plan or Ongoing with
// the same portal the client sees (the worksheet read-only), document requests and the written
// plan. Shows nothing for a client who bought neither.
import { Button, Skeleton } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { EngagementPortal } from './engagement-portal';
import { useClientEngagementsForAdvisor } from './engagements-api';
import { formatDay } from './parts/engagement-dates';
import classes from './parts/portal.module.css';
import { offeringOf } from '../../../shared/offerings/catalog';

export function ClientEngagements({ client }: { client: string }) {
  const answer = useClientEngagementsForAdvisor(client);
  if (answer.isPending) return <Skeleton height={160} radius="lg" />;
  if (answer.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="The client’s Plan could not be loaded">
        <Button size="xs" mt="xs" onClick={() => void answer.refetch()} loading={answer.isFetching}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <>
      {answer.data.map((engagement) => (
        <section
          key={engagement.id}
          className={classes.layout}
          aria-label={`${offeringOf(engagement.kind).name} since ${formatDay(engagement.startsOn)}`}
        >
          <h2 className={classes.panelTitle}>
            {offeringOf(engagement.kind).name} · since {formatDay(engagement.startsOn)}
            {engagement.status !== 'active' ? ` (${engagement.status})` : ''}
          </h2>
          <EngagementPortal engagement={engagement} audience="advisor" />
        </section>
      ))}
    </>
  );
}
