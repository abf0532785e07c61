// The author's edit of a review, in the form modal: the same stars, title and text as writing one,
// checked by the same contract here and on the server, whose field messages land by the fields.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import { reviewEditSchema } from '../../../../shared/contracts/reviews';
import type { AccountReview } from '../../../../shared/contracts/reviews';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import { useEditReview } from '../reviews-api';
import { ReviewFields } from './review-fields';
import type { ReviewField } from './review-fields';
import classes from '../account-reviews.module.css';

const FIELDS: readonly ReviewField[] = ['rating', 'title', 'body'];

export interface EditReviewFormProps {
  review: AccountReview;
  onDone: () => void;
  onCancel: () => void;
}

export function EditReviewForm({ review, onDone, onCancel }: EditReviewFormProps) {
  const [values, setValues] = useState({
    rating: review.rating,
    title: review.title,
    body: review.body,
  });
  const form = useRef<HTMLFormElement>(null);
  const check = useFormErrors(reviewEditSchema, FIELDS, form);
  const mutation = useEditReview();

  const change =
    <K extends ReviewField>(field: K) =>
    (value: (typeof values)[K]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      check.recheck(next);
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const edit = check.validate(values);
    if (!edit) return;
    mutation.mutate({ reviewId: review.id, edit }, { onSuccess: onDone, onError: check.refused });
  };

  return (
    <form
      ref={form}
      className={classes.form}
      onSubmit={submit}
      noValidate
      aria-label={`Your review of ${review.advisorName}`}
    >
      {check.problem && (
        <Alert color="red" variant="light" title="Your review was not saved" role="alert">
          {check.problem}
        </Alert>
      )}
      <ReviewFields
        rating={values.rating}
        title={values.title}
        body={values.body}
        onRating={change('rating')}
        onTitle={change('title')}
        onBody={change('body')}
        error={check.error}
      />
      <div className={classes.formActions}>
        <Button type="submit" loading={mutation.isPending}>
          Save your review
        </Button>
        <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
