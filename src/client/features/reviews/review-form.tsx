// The review itself: which meeting, a star rating, a title and the text, with the endorsement
// disclaimer beside them (docs/product.md#promises). The shared contract checks it here and again
// on the server, whose field messages land by the same fields.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, NativeSelect } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { newReviewSchema } from '../../../shared/contracts/reviews';
import type { ManagedReview, ReviewInvitation } from '../../../shared/contracts/reviews';
import { isAppError } from '../../../shared/errors';
import { formatMeetingTime } from '../../../shared/meeting-time';
import { useLeaveReview } from './reviews-api';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { ENDORSEMENT_DISCLAIMER } from '../marketing/home-content';
import { ReviewFields } from './parts/review-fields';
import classes from './leave-review-page.module.css';

type Field = 'eventId' | 'rating' | 'title' | 'body';
const FIELDS: readonly Field[] = ['eventId', 'rating', 'title', 'body'];

export interface ReviewFormProps {
  invitation: ReviewInvitation;
  /** The meeting the link named, when it had one. */
  linkedEventId: string | undefined;
  onLeft: (review: ManagedReview) => void;
  /** The server says the page is out of date (reviewed meanwhile): read it again. */
  onStale: () => void;
}

export function ReviewForm({ invitation, linkedEventId, onLeft, onStale }: ReviewFormProps) {
  const { advisor, meetings } = invitation;
  const onlyMeeting = meetings.length === 1 ? meetings[0]?.eventId : undefined;
  const [eventId, setEventId] = useState(invitation.eventId ?? onlyMeeting ?? '');
  const [rating, setRating] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const check = useFormErrors(newReviewSchema, FIELDS, form);
  const mutation = useLeaveReview();
  const zone = useDisplayTimeZone();
  const fixedMeeting = invitation.eventId ?? onlyMeeting;
  const linkUnusable = linkedEventId !== undefined && invitation.eventId === null;

  const values = () => ({
    advisorId: advisor.id,
    eventId,
    rating: rating ?? undefined,
    title,
    body,
  });
  const update =
    <T,>(set: (value: T) => void, field: Field) =>
    (value: T) => {
      set(value);
      check.recheck({ ...values(), [field]: value });
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const review = check.validate(values());
    if (!review) return;
    mutation.mutate(review, {
      onSuccess: onLeft,
      onError: (error) => {
        const placed = check.refused(error);
        if (!placed && isAppError(error) && error.status === 409) onStale();
      },
    });
  };

  const { problem, error } = check;
  return (
    <form ref={form} className={classes.form} onSubmit={submit} noValidate>
      {problem && (
        <Alert color="red" variant="light" title="Your review was not sent" role="alert">
          {problem}
        </Alert>
      )}
      {linkUnusable && (
        <p className={classes.note}>
          The meeting in your link cannot be reviewed yet, but you can review{' '}
          {meetings.length === 1 ? 'this earlier meeting' : 'one of your earlier meetings'}.
        </p>
      )}
      {fixedMeeting ? (
        <div className={classes.meeting}>
          <span className={classes.meetingLabel}>Your meeting</span>
          <span className={classes.meetingWhen}>
            {formatMeetingTime(
              meetings.find((meeting) => meeting.eventId === fixedMeeting)?.start ?? '',
              zone,
            )}
          </span>
        </div>
      ) : (
        <NativeSelect
          name="eventId"
          label="Which meeting are you reviewing?"
          required
          value={eventId}
          onChange={(event) => update(setEventId, 'eventId')(event.currentTarget.value)}
          data={[
            { value: '', label: 'Choose a meeting', disabled: true },
            ...meetings.map((meeting) => ({
              value: meeting.eventId,
              label: formatMeetingTime(meeting.start, zone),
            })),
          ]}
          error={error('eventId')}
        />
      )}
      <ReviewFields
        rating={rating}
        title={title}
        body={body}
        onRating={update(setRating, 'rating')}
        onTitle={update(setTitle, 'title')}
        onBody={update(setBody, 'body')}
        error={error}
      />
      <aside className={classes.disclaimer} aria-labelledby="review-disclaimer-title">
        <h2 id="review-disclaimer-title" className={classes.disclaimerTitle}>
          About reviews
        </h2>
        {ENDORSEMENT_DISCLAIMER.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </aside>
      <div className={classes.submitRow}>
        <Button type="submit" size="md" loading={mutation.isPending}>
          Post your review
        </Button>
        <p className={classes.note}>
          It appears on {advisor.name}’s profile with your first name and last initial.
        </p>
      </div>
    </form>
  );
}
