// The advisor's public response to a review: a title and the text, checked by the shared
// contract here and on the server, whose field messages land by the same fields.
import '@mantine/core/styles/Input.css';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextInput, Textarea } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import { reviewResponseSchema } from '../../../../shared/contracts/reviews';
import type { ManagedReview } from '../../../../shared/contracts/reviews';
import { LIMITS } from '../../../../shared/limits';
import { GENERAL_WHEN_OFFLINE } from '../../../api/error-message';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import { useRespondToReview } from '../reviews-api';
import classes from './dashboard-reviews.module.css';

type Field = 'title' | 'body';
const FIELDS: readonly Field[] = ['title', 'body'];

const counter = (length: number, max: number) =>
  `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`;

export interface ReviewResponseFormProps {
  review: ManagedReview;
  onDone: () => void;
  onCancel: () => void;
}

export function ReviewResponseForm({ review, onDone, onCancel }: ReviewResponseFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    title: review.response?.title ?? '',
    body: review.response?.body ?? '',
  });
  const check = useFormErrors(reviewResponseSchema, FIELDS, undefined, GENERAL_WHEN_OFFLINE);
  const mutation = useRespondToReview();
  const titleInput = useRef<HTMLInputElement>(null);
  // The form opens on a button press: typing starts in it.
  useEffect(() => titleInput.current?.focus(), []);

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    check.recheck(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const response = check.validate(values);
    if (!response) return;
    mutation.mutate(
      { reviewId: review.id, response },
      { onSuccess: onDone, onError: check.refused },
    );
  };

  const { problem, error } = check;
  return (
    <form
      className={classes.responseForm}
      onSubmit={submit}
      noValidate
      aria-label={`Your response to ${review.reviewerName}`}
    >
      {problem && (
        <Alert color="red" variant="light" title="Your response was not saved" role="alert">
          {problem}
        </Alert>
      )}
      <TextInput
        label="Response title"
        required
        value={values.title}
        onChange={(event) => change('title')(event.currentTarget.value)}
        error={error('title')}
        description={counter(values.title.length, LIMITS.reviewResponseTitle.max)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        ref={titleInput}
      />
      <Textarea
        label="Response text"
        required
        autosize
        minRows={3}
        maxRows={10}
        value={values.body}
        onChange={(event) => change('body')(event.currentTarget.value)}
        error={error('body')}
        description={counter(values.body.length, LIMITS.reviewBody.max)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <div className={classes.responseActions}>
        <Button type="submit" size="sm" loading={mutation.isPending}>
          {review.response ? 'Save response' : 'Post response'}
        </Button>
        <Button type="button" variant="default" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
