// The signup form of The Plan and The Ongoing (intake source ThePlanSignup or TheOngoingSignup):
// the intake questions that fit a longer engagement, extra information, and the terms accepted.
// Checked with the shared schema before it is sent; the server's field messages show by field.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Checkbox, Radio, Textarea } from '@mantine/core';
import {
  HOUSEHOLD_OPTIONS,
  INTAKE_TEXT_MAX,
  INTAKE_TOPICS,
  NET_WORTH_RANGES,
} from '../../../../shared/contracts/intake';
import { signupRequestSchema } from '../../../../shared/contracts/plan-signups';
import type { SignupRequest } from '../../../../shared/contracts/plan-signups';
import { formatNumber } from '../../../../shared/format';
import { CheckCard, ChoiceGrid, RadioCard } from '../../booking/payment-parts';
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

function Counter({ length }: { length: number }) {
  return (
    <span className={length > INTAKE_TEXT_MAX ? classes.over : undefined}>
      {formatNumber(length)} / {formatNumber(INTAKE_TEXT_MAX)} characters
    </span>
  );
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

  const change = <K extends keyof SignupDraft>(field: K, value: SignupDraft[K]) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (attempted) setErrors(validate(offeringId, next));
  };

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

      <Checkbox.Group
        data-field="topics"
        label="What would you like your plan to cover?"
        description="Choose all that apply."
        value={draft.topics}
        onChange={(value) => change('topics', value)}
        error={errors.topics}
        required
      >
        <ChoiceGrid>
          {INTAKE_TOPICS.map((topic) => (
            <CheckCard key={topic.value} value={topic.value} label={topic.label} />
          ))}
        </ChoiceGrid>
      </Checkbox.Group>

      <Textarea
        data-field="questions"
        name="questions"
        label="Your questions and goals"
        description={
          <>
            What you most want answered, most important first.{' '}
            <Counter length={draft.questions.length} />
          </>
        }
        autosize
        minRows={4}
        maxRows={12}
        required
        value={draft.questions}
        onChange={(event) => change('questions', event.currentTarget.value)}
        error={errors.questions}
      />

      <Radio.Group
        data-field="household"
        name="household"
        label="Who is the advice for?"
        value={draft.household}
        onChange={(value) => change('household', value)}
        error={errors.household}
        required
      >
        <ChoiceGrid>
          {HOUSEHOLD_OPTIONS.map((option) => (
            <RadioCard key={option.value} value={option.value} label={option.label} />
          ))}
        </ChoiceGrid>
      </Radio.Group>

      <Radio.Group
        data-field="netWorth"
        name="netWorth"
        label="Roughly, what is your household’s net worth?"
        description="A range is enough."
        value={draft.netWorth}
        onChange={(value) => change('netWorth', value)}
        error={errors.netWorth}
        required
      >
        <ChoiceGrid>
          {NET_WORTH_RANGES.map((option) => (
            <RadioCard key={option.value} value={option.value} label={option.label} />
          ))}
        </ChoiceGrid>
      </Radio.Group>

      <Textarea
        data-field="extraInformation"
        name="extraInformation"
        label="Extra information"
        description={
          <>
            Optional: your work, plans, deadlines, or what has worked before.{' '}
            <Counter length={draft.extraInformation.length} />
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
