// One intake response in the console (docs/product.md#intake-responses-admin): whose it is, what it
// is attached to, the edit form, and the delete, offered only when nothing in force holds it.
import { Button, Loader } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { useNavigate } from 'react-router';
import type { IntakeResponseDetail } from '../../../shared/contracts/intake-admin';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { messageOf, statusOf } from '../../api/error-message';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { dateTime } from '../users/users-format';
import { useDeleteIntakeResponse, useIntakeResponse } from './intake-admin-api';
import { Attachments, sourceLabel } from './intake-format';
import { IntakeResponseForm } from './intake-response-form';
import classes from './intake-admin.module.css';
import { adminFailureMessage } from '../console/admin-failure';

function Facts({ response }: { response: IntakeResponseDetail }) {
  return (
    <dl className={classes.facts}>
      <div>
        <dt>Client</dt>
        <dd>
          {response.client.fullName || 'Deleted user'}
          <span className={classes.email}>{response.client.email}</span>
        </dd>
      </div>
      <div>
        <dt>Source</dt>
        <dd>{sourceLabel(response)}</dd>
      </div>
      <div>
        <dt>Advisor</dt>
        <dd>{response.advisor?.name ?? '—'}</dd>
      </div>
      <div>
        <dt>Attached to</dt>
        <dd>
          <Attachments attachments={response.attachments} />
        </dd>
      </div>
      <div>
        <dt>Answered</dt>
        <dd>{dateTime(response.createdAt)}</dd>
      </div>
      <div>
        <dt>Last changed</dt>
        <dd>{dateTime(response.updatedAt)}</dd>
      </div>
    </dl>
  );
}

function DeleteCard({ response }: { response: IntakeResponseDetail }) {
  const confirm = useConfirm();
  const notify = useNotifications();
  const navigate = useNavigate();
  const remove = useDeleteIntakeResponse(response.id);
  const live = response.attachments.find((attachment) => attachment.live);

  const ask = async () => {
    const ok = await confirm({
      title: 'Delete these intake answers?',
      message: `${response.client.fullName || 'The client'}’s ${sourceLabel(response)} answers are removed for good. The audit log keeps a copy.`,
      confirmLabel: 'Delete answers',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success('The intake answers are deleted.', 'Intake response deleted');
        void navigate(ADMIN_PAGES.intakeResponses);
      },
      onError: (error) =>
        notify.error(adminFailureMessage('deleteIntakeResponse', error), 'Not deleted'),
    });
  };

  return (
    <section className={`${classes.card} ${classes.danger}`} aria-labelledby="intake-delete">
      <h2 id="intake-delete" className={classes.cardTitle}>
        Delete these answers
      </h2>
      {live ? (
        <p className={classes.muted}>
          They belong to a {live.kind} still in force ({live.status}), whose advisor works from
          them. Cancel or delete that first.
        </p>
      ) : (
        <p className={classes.muted}>Nothing in force uses them. Deleting cannot be undone.</p>
      )}
      <Button
        color="red.9"
        variant="outline"
        disabled={Boolean(live)}
        onClick={() => void ask()}
        loading={remove.isPending}
      >
        Delete answers
      </Button>
    </section>
  );
}

export function IntakeResponseView({ id }: { id: string }) {
  const response = useIntakeResponse(id);
  if (response.isPending) return <Loader aria-label="Loading the intake response" />;
  if (response.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="The response could not be loaded">
        <p>
          {statusOf(response.error) === 404
            ? 'There is no intake response here: it may have been deleted.'
            : messageOf(response.error)}
        </p>
        {statusOf(response.error) !== 404 && (
          <Button variant="light" color="red" size="xs" onClick={() => void response.refetch()}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }
  const data = response.data;
  return (
    <div className={classes.layout}>
      <section className={classes.card} aria-labelledby="intake-answers">
        <h2 id="intake-answers" className={classes.cardTitle}>
          Answers
        </h2>
        <IntakeResponseForm
          key={data.updatedAt}
          response={data}
          onReload={() => void response.refetch()}
        />
      </section>
      <div>
        <section className={classes.card} aria-labelledby="intake-facts">
          <h2 id="intake-facts" className={classes.cardTitle}>
            About this response
          </h2>
          <Facts response={data} />
        </section>
        <DeleteCard response={data} />
      </div>
    </div>
  );
}
