// The reason an admin gives for hiding a review. Hiding is for abuse only
// (docs/product.md#promises: reviews are never filtered or hidden otherwise), so the reason is
// required and kept with the review.
import { useRef, useState } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { hideReviewSchema } from '../../../shared/contracts/reviews';
import type { ManagedReview } from '../../../shared/contracts/reviews';
import { adminFailureMessage } from '../console/admin-failure';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useNotifications } from '../../ui/notifications';
import { useHideReview } from './reviews-api';

const FIELDS = ['reason'] as const;

export function HideReviewForm({ review, onDone }: { review: ManagedReview; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(hideReviewSchema, FIELDS, formRef);
  const hide = useHideReview();
  const notify = useNotifications();

  const submit = () => {
    const body = form.validate({ reason });
    if (!body) return;
    hide.mutate(
      { reviewId: review.id, body },
      {
        onSuccess: () => {
          notify.success(`The review “${review.title}” is hidden from the profile.`);
          onDone();
        },
        // A reason the server refuses shows at the field; any other failure above the buttons.
        onError: (error) =>
          form.refusedAs(error, (failure) => adminFailureMessage('hideReview', failure)),
      },
    );
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <p>
        “{review.title}” by {review.reviewerName} about {review.advisorName} leaves the public
        profile and its rating. Hide reviews only for abuse: never for being negative.
      </p>
      <Textarea
        name="reason"
        label="Reason"
        description="Kept with the review and shown to the advisor."
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          form.recheck({ reason: event.currentTarget.value });
        }}
        error={form.error('reason')}
        autosize
        minRows={3}
        data-autofocus
      />
      {form.problem && (
        <Alert color="red" mt="sm" role="alert">
          {form.problem}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone} disabled={hide.isPending}>
          Keep it visible
        </Button>
        <Button type="submit" color="red.9" loading={hide.isPending}>
          Hide review
        </Button>
      </Group>
    </form>
  );
}
