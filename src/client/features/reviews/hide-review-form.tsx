// The reason an admin gives for hiding a review. Hiding is for abuse only
// (docs/product.md#promises: reviews are never filtered or hidden otherwise), so the reason is
// required and kept with the review.
import { useState } from 'react';
import { Alert, Button, Group, Textarea } from '@mantine/core';
import { hideReviewSchema } from '../../../shared/contracts/reviews';
import type { ManagedReview } from '../../../shared/contracts/reviews';
import { useHideReview } from './reviews-api';
import { useNotifications } from '../../ui/notifications';

export function HideReviewForm({ review, onDone }: { review: ManagedReview; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hide = useHideReview();
  const notify = useNotifications();

  const submit = () => {
    const parsed = hideReviewSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Say why the review is hidden.');
      return;
    }
    hide.mutate(
      { reviewId: review.id, body: parsed.data },
      {
        onSuccess: () => {
          notify.success(`The review “${review.title}” is hidden from the profile.`);
          onDone();
        },
        onError: (failure) => setError(failure.message || 'Please try again.'),
      },
    );
  };

  return (
    <form
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
        label="Reason"
        description="Kept with the review and shown to the advisor."
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        autosize
        minRows={3}
        data-autofocus
      />
      {hide.isError && !error && (
        <Alert color="red" mt="sm" role="alert">
          The review could not be hidden.
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
