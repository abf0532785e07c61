// The author's edit of a review, in the form modal: the same stars, title and text as writing one,
// checked by the same contract here and on the server, whose field messages land by the fields.
import '@mantine/core/styles/Alert.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button } from '@mantine/core';
import { reviewEditSchema } from '../../../../shared/contracts/reviews';
import type { AccountReview } from '../../../../shared/contracts/reviews';
import { AppError, ERROR_MESSAGES } from '../../../../shared/errors';
import type { FieldErrors } from '../../../../shared/errors';
import { fieldErrorsOf, isNetworkFailure, isValidationError } from '../../../api/http';
import { useEditReview } from '../reviews-api';
import { fieldErrorsFrom, ReviewFields } from './review-fields';
import type { ReviewField } from './review-fields';
import classes from '../account-reviews.module.css';

const FIELDS: readonly ReviewField[] = ['rating', 'title', 'body'];
const OFFLINE_MESSAGE = 'We could not reach the server. Check your connection and try again.';

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const mutation = useEditReview();

  const check = (next: typeof values) => {
    const parsed = reviewEditSchema.safeParse(next);
    return parsed.success ? {} : fieldErrorsFrom(parsed.error.issues);
  };
  // After a first attempt, messages follow the typing so they clear as soon as they are fixed.
  const change =
    <K extends ReviewField>(field: K) =>
    (value: (typeof values)[K]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (attempted) setErrors(check(next));
    };
  const focusFirst = (fields: FieldErrors) => {
    const first = FIELDS.find((field) => fields[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setAttempted(true);
    setProblem(null);
    const parsed = reviewEditSchema.safeParse(values);
    if (!parsed.success) {
      const fields = fieldErrorsFrom(parsed.error.issues);
      setErrors(fields);
      focusFirst(fields);
      return;
    }
    setErrors({});
    mutation.mutate(
      { reviewId: review.id, edit: parsed.data },
      {
        onSuccess: onDone,
        onError: (error) => {
          const fields = isValidationError(error) ? fieldErrorsOf(error) : {};
          if (FIELDS.some((field) => fields[field])) {
            setErrors(fields);
            focusFirst(fields);
            return;
          }
          setProblem(
            isNetworkFailure(error)
              ? OFFLINE_MESSAGE
              : error instanceof AppError && error.status < 500
                ? error.message
                : ERROR_MESSAGES.general,
          );
        },
      },
    );
  };

  return (
    <form
      ref={form}
      className={classes.form}
      onSubmit={submit}
      noValidate
      aria-label={`Your review of ${review.advisorName}`}
    >
      {problem && (
        <Alert color="red" variant="light" title="Your review was not saved" role="alert">
          {problem}
        </Alert>
      )}
      <ReviewFields
        rating={values.rating}
        title={values.title}
        body={values.body}
        onRating={change('rating')}
        onTitle={change('title')}
        onBody={change('body')}
        error={(field) => errors[field]?.join(' ')}
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
