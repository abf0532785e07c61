// The words of a review: the star rating, a title and the text, each with its limit counted as
// the client types. Used to write a review and to edit one, so both hold the same rules.
import '@mantine/core/styles/Input.css';
import { TextInput, Textarea } from '@mantine/core';
import { LIMITS } from '../../../../shared/limits';
import { StarRatingInput } from './star-rating-input';
import classes from './review-fields.module.css';

export type ReviewField = 'rating' | 'title' | 'body';

const counter = (length: number, max: number) =>
  `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`;

export interface ReviewFieldsProps {
  rating: number | null;
  title: string;
  body: string;
  onRating: (rating: number) => void;
  onTitle: (title: string) => void;
  onBody: (body: string) => void;
  error: (field: ReviewField) => string | undefined;
}

export function ReviewFields({
  rating,
  title,
  body,
  onRating,
  onTitle,
  onBody,
  error,
}: ReviewFieldsProps) {
  return (
    <>
      <StarRatingInput
        name="rating"
        legend="Your rating"
        value={rating}
        onChange={onRating}
        error={error('rating')}
      />
      <TextInput
        name="title"
        label="Title"
        placeholder="Sum up your meeting in a few words"
        required
        value={title}
        onChange={(event) => onTitle(event.currentTarget.value)}
        error={error('title')}
        description={
          <span className={title.length > LIMITS.reviewTitle.max ? classes.over : undefined}>
            {counter(title.length, LIMITS.reviewTitle.max)}
          </span>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Textarea
        name="body"
        label="Your review"
        placeholder="What did you ask about, and how did the advice help?"
        required
        autosize
        minRows={6}
        maxRows={14}
        value={body}
        onChange={(event) => onBody(event.currentTarget.value)}
        error={error('body')}
        description={
          <span className={body.length > LIMITS.reviewBody.max ? classes.over : undefined}>
            {counter(body.length, LIMITS.reviewBody.max)} · at least {LIMITS.reviewBody.min}
          </span>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </>
  );
}
