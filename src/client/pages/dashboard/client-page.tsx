// dashboard/client/:clientIdOrEmailAddress (docs/product.md#dashboard): one of the advisor's
// clients: who they are, their Plan or Ongoing, the meetings with them, the files they shared,
// what they answered in intake forms and what they paid. Anyone else reads as not a client.
import { Button, Skeleton } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { AppError } from '../../../shared/errors';
import { MEETING_PAGES } from '../../../shared/routes/meetings';
import { useAdvisorClient } from '../../features/vault/vault-api';
import { AreaPage } from '../../frame/area-page';
import { MeetingListEmpty, MeetingListError } from '../../features/meetings/list-states';
import { firstNameOf } from '../../features/meetings/first-name';
import { ClientFiles } from '../../features/vault/client-files';
import { ClientMeetings } from '../../features/meetings/client-meetings';
import { ClientEngagements } from '../../features/engagements/client-engagements';
import { ClientFollowUps } from '../../features/plans-admin/client-follow-ups';
import { ClientRecord } from '../../features/practice/client-record';
import { DashboardNav } from './dashboard-nav';
import classes from '../../features/meetings/client-page.module.css';

const isNotFound = (error: unknown) => error instanceof AppError && error.status === 404;

type ClientAnswer = ReturnType<typeof useAdvisorClient>;

function ClientDetails({ client, answer }: { client: string; answer: ClientAnswer }) {
  if (answer.data) {
    const firstName = firstNameOf(answer.data.client.name) || answer.data.client.name;
    return (
      <div className={classes.stack}>
        <ClientFollowUps clientId={answer.data.client.id} />
        <ClientEngagements client={answer.data.client.id} />
        <div className={classes.columns}>
          <ClientMeetings clientId={answer.data.client.id} firstName={firstName} />
          <ClientFiles client={client} firstName={firstName} files={answer.data.files} />
        </div>
        <ClientRecord client={client} firstName={firstName} />
      </div>
    );
  }
  if (answer.isError && isNotFound(answer.error)) {
    return (
      <MeetingListEmpty
        title="This is not one of your clients"
        text="A client’s page opens once they have booked a meeting with you. Check the link, or find the client in your meetings."
        actions={
          <Button component={Link} to={MEETING_PAGES.dashboard}>
            Go to your meetings
          </Button>
        }
      />
    );
  }
  if (answer.isError) {
    return (
      <MeetingListError
        title="This client could not be loaded"
        onRetry={() => void answer.refetch()}
        retrying={answer.isFetching}
      />
    );
  }
  return (
    <div className={classes.columns} aria-busy="true" aria-label="Loading the client">
      <Skeleton height={220} radius="lg" />
      <Skeleton height={220} radius="lg" />
    </div>
  );
}

export default function ClientPage() {
  const { clientIdOrEmailAddress = '' } = useParams();
  const answer = useAdvisorClient(clientIdOrEmailAddress);
  const client = answer.data?.client;
  return (
    <AreaPage
      eyebrow="Advisor Home"
      title={client?.name ?? 'Client'}
      titleId="client-title"
      lead={
        client ? (
          <a className={classes.email} href={`mailto:${client.email}`}>
            {client.email}
          </a>
        ) : undefined
      }
      nav={<DashboardNav />}
    >
      <ClientDetails client={clientIdOrEmailAddress} answer={answer} />
    </AreaPage>
  );
}
