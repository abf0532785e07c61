// A signup's follow-up (docs/product.md#plans-admin): its status from the listed ones and its
// target date, saved together. The admin's edit page and the advisor's client page both use it;
// AdvisorFollowUpControl sends through the advisor's own call, which checks the signup is theirs.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { advisorSignupSchema, followUpChangeSchema } from '../../../shared/contracts/plans-admin';
import type { FollowUpChange } from '../../../shared/contracts/plans-admin';
import { FOLLOW_UP_STATUSES, FOLLOW_UP_STATUS_LABELS } from '../../../shared/contracts/plans';
import type { FollowUpStatus } from '../../../shared/contracts/plans';
import { PLANS_ADMIN_API } from '../../../shared/routes/plans-admin-api';
import { http } from '../../api/http';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useNotifications } from '../../ui/notifications';
import classes from './plans-admin.module.css';

export interface FollowUpValue {
  id: string;
  followUpStatus: FollowUpStatus;
  targetDate: string | null;
}

const FIELDS = ['followUpStatus', 'targetDate'] as const;

export function FollowUpControl({
  signup,
  save,
  saving,
  compact = false,
  describeFailure,
}: {
  signup: FollowUpValue;
  save: (change: FollowUpChange) => Promise<unknown>;
  saving: boolean;
  /** One line, for a row of a list. */
  compact?: boolean;
  /** A failed save in the caller's words (the console names its operation); else the usual. */
  describeFailure?: (error: unknown) => string;
}) {
  const notify = useNotifications();
  const [status, setStatus] = useState<FollowUpStatus>(signup.followUpStatus);
  const [date, setDate] = useState(signup.targetDate ?? '');
  const form = useFormErrors(followUpChangeSchema, FIELDS);
  const changed = status !== signup.followUpStatus || date !== (signup.targetDate ?? '');
  const values = { followUpStatus: status, targetDate: date === '' ? null : date };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = form.validate(values);
    if (!change) return;
    save(change).then(
      () => notify.success('The follow-up is saved.'),
      (error: unknown) =>
        describeFailure ? form.refusedAs(error, describeFailure) : form.refused(error),
    );
  };

  return (
    <form
      className={compact ? classes.followUpCompact : classes.followUp}
      onSubmit={submit}
      aria-label="Follow-up"
      noValidate
    >
      <NativeSelect
        name="followUpStatus"
        label="Follow-up status"
        size={compact ? 'xs' : 'sm'}
        value={status}
        onChange={(event) => {
          setStatus(event.currentTarget.value as FollowUpStatus);
          form.recheck({ ...values, followUpStatus: event.currentTarget.value });
        }}
        data={FOLLOW_UP_STATUSES.map((value) => ({ value, label: FOLLOW_UP_STATUS_LABELS[value] }))}
        error={form.error('followUpStatus')}
      />
      <TextInput
        name="targetDate"
        type="date"
        label="Target date"
        size={compact ? 'xs' : 'sm'}
        value={date}
        onChange={(event) => {
          setDate(event.currentTarget.value);
          form.recheck({ ...values, targetDate: event.currentTarget.value || null });
        }}
        error={form.error('targetDate')}
        rightSection={
          date !== '' ? (
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => setDate('')}
              aria-label="Clear the target date"
            >
              ×
            </Button>
          ) : null
        }
        rightSectionWidth={date !== '' ? 32 : undefined}
      />
      <Button type="submit" size={compact ? 'xs' : 'sm'} loading={saving} disabled={!changed}>
        Save follow-up
      </Button>
      {form.problem && (
        <p className={classes.problem} role="alert">
          {form.problem}
        </p>
      )}
    </form>
  );
}

/** The advisor's own: moves one of their clients' signups. */
export function AdvisorFollowUpControl({
  signup,
  compact = true,
}: {
  signup: FollowUpValue;
  compact?: boolean;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (change: FollowUpChange) =>
      advisorSignupSchema.parse(
        await http.post(PLANS_ADMIN_API.advisorSignupFollowUp(signup.id), change),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['advisor', 'signups'] }),
  });
  return (
    <FollowUpControl
      signup={signup}
      save={mutation.mutateAsync}
      saving={mutation.isPending}
      compact={compact}
    />
  );
}
