// The admin's edit of a client's intake answers (docs/product.md#intake-responses-admin): the same
// questions and the same shared schema as the client's own form, checked before sending; the
// server's field messages land by their fields, and a change made meanwhile is said plainly.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Checkbox, Textarea } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { INTAKE_PREPARATION, intakeAnswersSchema } from '../../../shared/contracts/intake';
import type { IntakeResponseDetail } from '../../../shared/contracts/intake-admin';
import { isAppError } from '../../../shared/errors';
import { messageOf } from '../../api/error-message';
import { fieldErrorsOf } from '../../api/http';
import { fieldErrorsFrom, messagesByField } from '../../ui/form/field-errors';
import { useNotifications } from '../../ui/notifications';
import { CharacterCounter, IntakeQuestions } from '../booking/payment-parts';
import { useEditIntakeResponse } from './intake-admin-api';
import classes from './intake-admin.module.css';

type Draft = IntakeResponseDetail['answers'];

export function IntakeResponseForm({
  response,
  onReload,
}: {
  response: IntakeResponseDetail;
  onReload: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(response.answers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);
  const save = useEditIntakeResponse(response.id);
  const notify = useNotifications();

  const validate = (values: Draft) => {
    const parsed = intakeAnswersSchema.safeParse(values);
    return parsed.success ? {} : messagesByField(fieldErrorsFrom(parsed.error));
  };

  const update = (next: Draft) => {
    setDraft(next);
    if (attempted) setErrors(validate(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setAttempted(true);
    setProblem(null);
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: response.id, updatedAt: response.updatedAt, ...intakeAnswersSchema.parse(draft) },
      {
        onSuccess: () => notify.success('The answers are saved.', 'Intake response updated'),
        onError: (error) => {
          const fields = messagesByField(fieldErrorsOf(error));
          if (Object.keys(fields).length > 0) setErrors(fields);
          else
            setProblem({
              message: messageOf(error),
              stale: isAppError(error) && error.status === 409,
            });
        },
      },
    );
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-label="Intake answers">
      <IntakeQuestions
        values={draft}
        errors={errors}
        copy={{
          topics: 'Topics',
          questions: 'Questions',
          questionsHint: 'The client’s questions, as they should reach the advisor.',
          netWorthHint: 'The range the client chose.',
        }}
        onChange={(answer) => update({ ...draft, ...answer })}
      />
      <Textarea
        data-field="background"
        name="background"
        label="Anything else the advisor should know"
        description={
          <>
            Optional. <CharacterCounter length={draft.background.length} />
          </>
        }
        autosize
        minRows={3}
        maxRows={10}
        value={draft.background}
        onChange={(event) => update({ ...draft, background: event.currentTarget.value })}
        error={errors.background}
      />
      <Checkbox.Group
        label="Ready for the meeting"
        description="The client’s own ticks; never required."
        value={draft.prepared}
        onChange={(prepared) => update({ ...draft, prepared })}
      >
        <div className={classes.form}>
          {INTAKE_PREPARATION.map((item) => (
            <Checkbox key={item.value} value={item.value} label={item.label} />
          ))}
        </div>
      </Checkbox.Group>
      {problem && (
        <Alert color="red" variant="light" role="alert" title="The answers were not saved">
          <p>{problem.message}</p>
          {problem.stale && (
            <Button variant="light" color="red" size="xs" onClick={onReload}>
              Reload the response
            </Button>
          )}
        </Alert>
      )}
      <div className={classes.actions}>
        <Button type="submit" loading={save.isPending}>
          Save answers
        </Button>
      </div>
    </form>
  );
}
