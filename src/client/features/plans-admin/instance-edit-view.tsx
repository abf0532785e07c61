// The admin's page of one instance (docs/product.md#plans-admin): its dates, status
// and meetings edited, its signup's follow-up, its invoices with their changes and refunds, and
// deleting it.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import {
  ENGAGEMENT_STATUS_LABELS,
  MEETINGS_INCLUDED_MAX,
  editInstanceSchema,
} from '../../../shared/contracts/plans-admin';
import type { AdminInstance, AdminInstanceDetail } from '../../../shared/contracts/plans-admin';
import { ENGAGEMENT_STATUSES } from '../../../shared/contracts/plans';
import type { EngagementStatus } from '../../../shared/contracts/plans';
import { endingLine } from '../../../shared/domain/engagement-ending';
import { formatCurrency } from '../../../shared/format';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useNotifications } from '../../ui/notifications';
import { DeleteCard } from './parts/delete-card';
import { editPagesOf } from './parts/edit-links';
import { InvoicesCard } from './parts/invoice-table';
import { formatDay } from './parts/plans-format';
import { FollowUpCard } from './parts/follow-up-card';
import { RecordGate } from './parts/record-gate';
import { useAdminInstance, useEditInstance } from './plans-admin-api';
import classes from './plans-admin.module.css';
import { offeringOf, type EngagementKind } from '../../../shared/offerings/catalog';
import { billedEveryMonths, priceSuffixOf } from '../../../shared/offerings/offering-billing';

const FIELDS = ['startsOn', 'endsOn', 'status', 'meetingsIncluded'] as const;

function InstanceForm({ kind, instance }: { kind: EngagementKind; instance: AdminInstance }) {
  const edit = useEditInstance(kind);
  const notify = useNotifications();
  const form = useFormErrors(editInstanceSchema, FIELDS);
  const [startsOn, setStartsOn] = useState(instance.startsOn);
  const [endsOn, setEndsOn] = useState(instance.endsOn ?? '');
  const [status, setStatus] = useState<EngagementStatus>(instance.status);
  const [meetings, setMeetings] = useState<number | ''>(instance.meetingsIncluded ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate({
      id: instance.id,
      ...(startsOn !== instance.startsOn ? { startsOn } : {}),
      ...(endsOn !== (instance.endsOn ?? '') ? { endsOn: endsOn === '' ? null : endsOn } : {}),
      ...(status !== instance.status ? { status } : {}),
      ...(meetings !== (instance.meetingsIncluded ?? '')
        ? { meetingsIncluded: meetings === '' ? null : meetings }
        : {}),
    });
    if (!body) return;
    edit.mutate(body, {
      onSuccess: () => notify.success('The instance is saved.'),
      onError: (error) => form.refused(error),
    });
  };

  return (
    <form className={classes.instanceForm} onSubmit={submit} noValidate aria-label="Instance">
      <TextInput
        name="startsOn"
        type="date"
        label="Start date"
        value={startsOn}
        onChange={(event) => setStartsOn(event.currentTarget.value)}
        error={form.error('startsOn')}
      />
      <TextInput
        name="endsOn"
        type="date"
        label="End date"
        value={endsOn}
        onChange={(event) => setEndsOn(event.currentTarget.value)}
        error={form.error('endsOn')}
      />
      <NativeSelect
        name="status"
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.currentTarget.value as EngagementStatus)}
        data={ENGAGEMENT_STATUSES.map((value) => ({
          value,
          label: ENGAGEMENT_STATUS_LABELS[value],
        }))}
        error={form.error('status')}
        description={
          billedEveryMonths(kind) === null
            ? undefined
            : endingLine(instance)
              ? `Cancelled: ${endingLine(instance)}, the end of the quarter paid. Choose Cancelled to end it now.`
              : 'Cancelled stops the next quarter’s invoice; it runs to the end of the quarter paid.'
        }
      />
      <NumberInput
        name="meetingsIncluded"
        label="Meetings included"
        description={
          offeringOf(kind).fulfilment.meetingsIncluded === null
            ? `Empty: ${offeringOf(kind).fulfilment.meetingNoun}s without a limit`
            : undefined
        }
        min={0}
        max={MEETINGS_INCLUDED_MAX}
        allowDecimal={false}
        value={meetings}
        onChange={(value) => setMeetings(typeof value === 'number' ? value : '')}
        error={form.error('meetingsIncluded')}
      />
      <Button type="submit" loading={edit.isPending}>
        Save instance
      </Button>
      {form.problem && (
        <p className={classes.problem} role="alert">
          {form.problem}
        </p>
      )}
    </form>
  );
}

export function InstanceEditView({
  kind,
  instanceId,
  reloadId,
}: {
  kind: EngagementKind;
  instanceId: string | undefined;
  reloadId: string;
}) {
  const query = useAdminInstance(kind, instanceId);
  return (
    <RecordGate kind={kind} what="instance" id={instanceId} query={query}>
      {(data) => <InstanceDetails kind={kind} data={data} reloadId={reloadId} />}
    </RecordGate>
  );
}

function InstanceDetails({
  kind,
  data,
  reloadId,
}: {
  kind: EngagementKind;
  data: AdminInstanceDetail;
  reloadId: string;
}) {
  const { instance, signup, invoices } = data;
  return (
    <>
      <section className={classes.card} aria-labelledby="instance-facts">
        <h2 id="instance-facts" className={classes.cardTitle}>
          {instance.client.name} · {offeringOf(kind).name} with {instance.advisor.name}
        </h2>
        <dl className={classes.facts}>
          <div>
            <dt>Client</dt>
            <dd>
              {instance.client.name}
              <div className={classes.muted}>{instance.client.email}</div>
            </dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>
              {formatCurrency(instance.priceCents)}
              {priceSuffixOf(kind)}
            </dd>
          </div>
          <div>
            <dt>Meetings booked</dt>
            <dd>
              {instance.meetingsBooked}
              {instance.meetingsIncluded !== null && ` of ${instance.meetingsIncluded}`}
            </dd>
          </div>
          {offeringOf(kind).fulfilment.delivers && (
            <div>
              <dt>Plan delivered</dt>
              <dd>{formatDay(instance.deliveredAt)}</dd>
            </div>
          )}
          <div>
            <dt>Signup</dt>
            <dd>
              <Link to={editPagesOf(kind).signup(reloadId, signup.id)}>Open the signup</Link>
            </dd>
          </div>
        </dl>
        <InstanceForm
          key={`${instance.startsOn}:${instance.endsOn ?? ''}:${instance.status}:${instance.meetingsIncluded ?? ''}`}
          kind={kind}
          instance={instance}
        />
      </section>

      <FollowUpCard kind={kind} signup={signup} />

      <InvoicesCard kind={kind} invoices={invoices} />

      <DeleteCard
        kind={kind}
        what="instance"
        id={instance.id}
        name={instance.client.name}
        invoices={invoices}
      />
    </>
  );
}
