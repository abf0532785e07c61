// The signup form of The Plan and The Ongoing (intake source ThePlanSignup or TheOngoingSignup):
// the intake questions that fit a longer engagement, extra information, and the terms accepted.
// Checked with the shared schema before it is sent; the server's field messages show by field.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button, Checkbox, Textarea } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import { signupRequestSchema } from '../../../../shared/contracts/plan-signups';
import type { SignupRequest } from '../../../../shared/contracts/plan-signups';
import { CharacterCounter, IntakeQuestions } from '../../booking/payment-parts';
import { fieldErrorsFrom, messagesByField } from '../../../ui/form/field-errors';
import classes from '../purchase.module.css';

interface SignupDraft {
  topics: string[];
  questions: string;
  household: string;
  netWorth: string;
  extraInformation: string;
  acceptTerms: boolean;
}

const EMPTY: SignupDraft = {
  topics: [],
  questions: '',
  household: '',
  netWorth: '',
  extraInformation: '',
  acceptTerms: false,
};

const FIELD_ORDER = [
  'topics',
  'questions',
  'household',
  'netWorth',
  'extraInformation',
  'acceptTerms',
] as const;

const requestOf = (offeringId: string, draft: SignupDraft) => ({
  offeringId,
  answers: {
    topics: draft.topics,
    questions: draft.questions,
    household: draft.household,
    netWorth: draft.netWorth,
  },
  extraInformation: draft.extraInformation,
  // Sent as ticked or not, so the shared schema says what an unticked box needs.
  acceptTerms: draft.acceptTerms,
});

function validate(offeringId: string, draft: SignupDraft): Record<string, string> {
  const parsed = signupRequestSchema.safeParse(requestOf(offeringId, draft));
  return parsed.success ? {} : messagesByField(fieldErrorsFrom(parsed.error), 'answers');
}

export interface SignupFormProps {
  offeringId: string;
  advisorName: string;
  busy: boolean;
  /** The server's messages by field (answers' without their prefix), and any other problem. */
  serverErrors: Record<string, string>;
  problem: string | null;
  onSubmit: (request: SignupRequest) => void;
  onReadTerms: () => void;
  /** Where the client lives, when the form must ask, and why an answer was refused. */
  residenceField?: ReactNode;
  residenceRefusal?: ReactNode;
}

export function SignupForm(props: SignupFormProps) {
  const { offeringId, advisorName, busy, serverErrors, problem } = props;
  const [draft, setDraft] = useState<SignupDraft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  const form = useRef<HTMLFormElement>(null);
  if (shownServerErrors !== serverErrors) {
    setShownServerErrors(serverErrors);
    if (Object.keys(serverErrors).length > 0) setErrors(serverErrors);
  }

  const update = (next: SignupDraft) => {
    setDraft(next);
    if (attempted) setErrors(validate(offeringId, next));
  };

  const change = <K extends keyof SignupDraft>(field: K, value: SignupDraft[K]) =>
    update({ ...draft, [field]: value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const found = validate(offeringId, draft);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      form.current
        ?.querySelector<HTMLElement>(`[data-field="${first}"] :is(textarea, button, input)`)
        ?.focus();
      return;
    }
    props.onSubmit(signupRequestSchema.parse(requestOf(offeringId, draft)));
  };

  return (
    <form ref={form} className={classes.form} onSubmit={submit} noValidate>
      <div className={classes.intro}>
        <h2 className={classes.stepTitle} tabIndex={-1}>
          About you
        </h2>
        <p>
          What {advisorName} needs to know to start well. Only your advisor and our team see your
          answers.
        </p>
      </div>

      {props.residenceField}
      {props.residenceRefusal}

      <IntakeQuestions
        values={draft}
        errors={errors}
        copy={{
          topics: 'What would you like your plan to cover?',
          questions: 'Your questions and goals',
          questionsHint: 'What you most want answered, most important first.',
          netWorthHint: 'A range is enough.',
        }}
        onChange={(answer) => update({ ...draft, ...answer })}
      />

      <Textarea
        data-field="extraInformation"
        name="extraInformation"
        label="Extra information"
        description={
          <>
            Optional: your work, plans, deadlines, or what has worked before.{' '}
            <CharacterCounter length={draft.extraInformation.length} />
          </>
        }
        autosize
        minRows={3}
        maxRows={10}
        value={draft.extraInformation}
        onChange={(event) => change('extraInformation', event.currentTarget.value)}
        error={errors.extraInformation}
      />

      <div className={classes.accept} data-field="acceptTerms">
        <Checkbox
          name="acceptTerms"
          label="I have read and accept the terms"
          checked={draft.acceptTerms}
          onChange={(event) => change('acceptTerms', event.currentTarget.checked)}
          error={errors.acceptTerms}
        />
        <Button variant="subtle" size="compact-sm" onClick={props.onReadTerms}>
          Read the terms again
        </Button>
      </div>

      {problem && (
        <Alert color="red" variant="light" role="alert" title="You are not signed up yet">
          {problem}
        </Alert>
      )}
      <div className={classes.submitRow}>
        <Button type="submit" size="md" loading={busy}>
          Continue to payment
        </Button>
      </div>
    </form>
  );
}
