// Step 1 of the checkout: the short intake form the advisor reads before the meeting
// (docs/product.md#the-hour), checked with the shared schema before it is sent and showing the
// server's field messages by their fields. The preparation list is ticks for the client's own use,
// never required.
import '@mantine/core/styles/Input.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Checkbox, Textarea } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import { useMutation } from '@tanstack/react-query';
import type { Checkout } from '../../../../shared/contracts/booking';
import { INTAKE_PREPARATION, intakeAnswersSchema } from '../../../../shared/contracts/intake';
import type { IntakeAnswers } from '../../../../shared/contracts/intake';
import { isAppError } from '../../../../shared/errors';
import { saveIntakeAnswers } from '../booking-api';
import { readCarriedIntake } from '../../matching/carried-intake';
import { messageOf } from '../../../api/error-message';
import { fieldErrorsOf } from '../../../api/http';
import { CheckCard, ChoiceGrid } from './choice-cards';
import { CharacterCounter, IntakeQuestions } from './intake-questions';
import { fieldErrorsFrom, messagesByField } from '../../../ui/form/field-errors';
import classes from './intake-form.module.css';

interface IntakeDraft {
  topics: string[];
  questions: string;
  household: string;
  netWorth: string;
  background: string;
  prepared: string[];
}

type Field = keyof IntakeDraft;
const FIELD_ORDER: readonly Field[] = [
  'topics',
  'questions',
  'household',
  'netWorth',
  'background',
];

function draftOf(answers: IntakeAnswers | null): IntakeDraft {
  return {
    topics: answers?.topics ?? [],
    questions: answers?.questions ?? '',
    household: answers?.household ?? '',
    netWorth: answers?.netWorth ?? '',
    background: answers?.background ?? '',
    prepared: answers?.prepared ?? [],
  };
}

export interface IntakeFormProps {
  checkout: Checkout;
  onSaved: (checkout: Checkout) => void;
  /** The hold ended while the form was open: the page reads the checkout again. */
  onLapsed: (message: string) => void;
}

export function IntakeForm({ checkout, onSaved, onLapsed }: IntakeFormProps) {
  // A first intake starts from what the matching questionnaire already said, if it was used.
  const [draft, setDraft] = useState(() =>
    checkout.intake ? draftOf(checkout.intake) : { ...draftOf(null), ...readCarriedIntake() },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const save = useMutation({
    mutationFn: (answers: IntakeAnswers) => saveIntakeAnswers(checkout.id, answers),
  });

  const validate = (values: IntakeDraft) => {
    const parsed = intakeAnswersSchema.safeParse(values);
    return parsed.success ? {} : messagesByField(fieldErrorsFrom(parsed.error));
  };

  const update = (next: IntakeDraft) => {
    setDraft(next);
    // After a first attempt the messages follow the typing, so they clear once fixed.
    if (attempted) setErrors(validate(next));
  };

  const change = <K extends Field>(field: K, value: IntakeDraft[K]) =>
    update({ ...draft, [field]: value });

  const showErrors = (fields: Record<string, string>) => {
    setErrors(fields);
    const first = FIELD_ORDER.find((field) => fields[field]);
    form.current
      ?.querySelector<HTMLElement>(`[data-field="${first}"] :is(textarea, button)`)
      ?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setAttempted(true);
    setProblem(null);
    const parsed = intakeAnswersSchema.safeParse(draft);
    if (!parsed.success) {
      showErrors(messagesByField(fieldErrorsFrom(parsed.error)));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (error) => {
        const fields = messagesByField(fieldErrorsOf(error));
        if (Object.keys(fields).length > 0) showErrors(fields);
        else if (isAppError(error) && error.status === 410) onLapsed(error.message);
        else setProblem(messageOf(error));
      },
    });
  };

  return (
    <form ref={form} className={classes.form} onSubmit={submit} noValidate>
      <div className={classes.intro}>
        <h2 className={classes.title} tabIndex={-1}>
          Your questions
        </h2>
        <p>
          A few short questions so {checkout.advisor.name} can prepare. Only your advisor and our
          team see your answers.
        </p>
      </div>

      <IntakeQuestions
        values={draft}
        errors={errors}
        copy={{
          topics: 'What would you like to talk about?',
          questions: 'Your questions',
          questionsHint: 'The questions you most want answered, most important first.',
          netWorthHint: 'A range is enough: it helps your advisor fit the advice to where you are.',
        }}
        onChange={(answer) => update({ ...draft, ...answer })}
      />

      <Textarea
        data-field="background"
        name="background"
        label="Anything else your advisor should know?"
        description={
          <>
            Optional: your work, plans, or what has worked before.{' '}
            <CharacterCounter length={draft.background.length} />
          </>
        }
        autosize
        minRows={3}
        maxRows={10}
        value={draft.background}
        onChange={(event) => change('background', event.currentTarget.value)}
        error={errors.background}
      />

      <div className={classes.prepare}>
        <Checkbox.Group
          label="What to have at hand"
          description="Bring these to the meeting; tick what you already have ready. Nothing here is required."
          value={draft.prepared}
          onChange={(value) => change('prepared', value)}
        >
          <ChoiceGrid single>
            {INTAKE_PREPARATION.map((item) => (
              <CheckCard key={item.value} value={item.value} label={item.label} />
            ))}
          </ChoiceGrid>
        </Checkbox.Group>
      </div>

      {problem && (
        <Alert color="red" variant="light" role="alert" title="Your answers were not saved">
          {problem}
        </Alert>
      )}
      <div className={classes.submitRow}>
        <Button type="submit" size="md" loading={save.isPending}>
          Save &amp; continue
        </Button>
        <p className={classes.next}>Next: payment</p>
      </div>
    </form>
  );
}
