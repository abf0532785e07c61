// The matching questionnaire (docs/product.md#matching): five short steps — what you need help
// with, your state, budget, who you are, when you can meet — then the ranked shortlist. The
// answers are checked with the shared contract and carried into the booking's intake form.
import '@mantine/core/styles/Input.css';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, NativeSelect } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  BUDGET_CHOICES,
  MEETING_WINDOWS,
  matchingAnswersSchema,
} from '../../../shared/contracts/matching';
import type { MatchingAnswers, MatchingAnswersInput } from '../../../shared/contracts/matching';
import { SITE_PAGES } from '../../../shared/routes/site';
import { US_STATES } from '../../../shared/us-states';
import { messageOf } from '../../api/error-message';
import { viewerTimeZone } from '../../ui/viewer-time-zone';
import { carryAnswersToIntake } from './carried-intake';
import { fetchRecommendations, matchingOptionsQuery } from './matching-api';
import { ChoiceCards, StepFieldset } from './parts/choice-inputs';
import { RecommendationList } from './recommendation-list';
import classes from './parts/questionnaire.module.css';

const STEPS = ['help', 'state', 'budget', 'who', 'times'] as const;
type Step = (typeof STEPS)[number];

const ANY_BUDGET = 'any';
const budgetValue = (budget: number | null) => (budget === null ? ANY_BUDGET : String(budget));

type Draft = Omit<MatchingAnswersInput, 'timeZone'>;
const EMPTY: Draft = {
  specialities: [],
  state: '',
  budget: 250,
  clientTypes: [],
  meetingWindows: [],
};

const toggled = <T extends string>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((each) => each !== value), value] : list.filter((each) => each !== value);

/** The message of the step's own field, if the answers so far fail there. */
function stepError(step: Step, draft: Draft): string | null {
  const field = step === 'help' ? 'specialities' : step === 'state' ? 'state' : null;
  if (!field) return null;
  const parsed = matchingAnswersSchema.shape[field].safeParse(draft[field]);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

export function Questionnaire() {
  const options = useQuery(matchingOptionsQuery());
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [stepIndex, setStepIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const ranking = useMutation({ mutationFn: fetchRecommendations });
  const step = STEPS[stepIndex] ?? 'help';
  const last = stepIndex === STEPS.length - 1;

  // After Next or Back (not on arrival), the new question's heading is read out.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [stepIndex, ranking.data]);

  // A change clears the step's message; Next checks again.
  function update(next: Draft) {
    setDraft(next);
    setError(null);
  }

  function go(index: number) {
    moved.current = true;
    setError(null);
    setStepIndex(index);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = stepError(step, draft);
    if (problem) {
      setError(problem);
      heading.current?.focus();
      return;
    }
    if (!last) return go(stepIndex + 1);
    const answers: MatchingAnswers = matchingAnswersSchema.parse({
      ...draft,
      timeZone: viewerTimeZone(),
    });
    carryAnswersToIntake(answers);
    moved.current = true;
    ranking.mutate(answers);
  }

  if (options.isPending) {
    return (
      <p className={classes.status} role="status">
        Loading the questions…
      </p>
    );
  }
  if (options.isError) {
    return (
      <Alert color="red" title="The questions could not load">
        {messageOf(options.error)}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void options.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  if (ranking.isSuccess) {
    return (
      <RecommendationList
        result={ranking.data}
        headingRef={heading}
        onRestart={() => {
          ranking.reset();
          go(0);
        }}
      />
    );
  }

  const { specialities, clientTypes } = options.data;
  // Every state: one nobody serves yet gets an honest "no match" rather than no way to answer.
  const stateOptions = [
    { value: '', label: 'Choose your state' },
    ...US_STATES.map((state) => ({ value: state.abbreviation, label: state.name })),
  ];

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <div className={classes.progress}>
        <p className={classes.progressText}>
          Step {stepIndex + 1} of {STEPS.length}
        </p>
        <div
          className={classes.progressTrack}
          role="progressbar"
          aria-label="Questionnaire progress"
          aria-valuemin={1}
          aria-valuemax={STEPS.length}
          aria-valuenow={stepIndex + 1}
          aria-valuetext={`Step ${stepIndex + 1} of ${STEPS.length}`}
        >
          <span
            className={classes.progressBar}
            style={{ width: `${((stepIndex + 1) / STEPS.length) * 100}%` }}
          />
        </div>
      </div>

      {step === 'help' && (
        <StepFieldset
          title="What would you like help with?"
          help="Choose as many as you like."
          error={error}
          headingRef={heading}
        >
          <ChoiceCards
            name="specialities"
            type="checkbox"
            options={specialities.map(({ slug, title }) => ({ value: slug, label: title }))}
            selected={draft.specialities}
            onToggle={(value, on) =>
              update({ ...draft, specialities: toggled(draft.specialities, value, on) })
            }
          />
        </StepFieldset>
      )}

      {step === 'state' && (
        <StepFieldset
          title="Where do you live?"
          help="Advisors may only advise residents of the states they are registered in."
          error={error}
          headingRef={heading}
        >
          <NativeSelect
            label="Your state"
            data={stateOptions}
            value={draft.state}
            onChange={(event) => update({ ...draft, state: event.currentTarget.value })}
            size="md"
            className={classes.select}
          />
          <p className={classes.aside}>
            Living outside the United States? <Link to={SITE_PAGES.nonUs}>Read this first</Link>.
          </p>
        </StepFieldset>
      )}

      {step === 'budget' && (
        <StepFieldset
          title="What is your budget for a first session?"
          help="The Hour is one video meeting at the advisor’s flat price."
          error={error}
          headingRef={heading}
        >
          <ChoiceCards
            name="budget"
            type="radio"
            options={BUDGET_CHOICES.map((choice) => ({
              value: budgetValue(choice.value),
              label: choice.label,
            }))}
            selected={[budgetValue(draft.budget)]}
            onToggle={(value) =>
              update({ ...draft, budget: value === ANY_BUDGET ? null : Number(value) })
            }
          />
        </StepFieldset>
      )}

      {step === 'who' && (
        <StepFieldset
          title="Which of these describe you?"
          help="Optional. Some advisors work mostly with people like you."
          error={error}
          headingRef={heading}
        >
          <ChoiceCards
            name="clientTypes"
            type="checkbox"
            options={clientTypes.map(({ slug, title }) => ({ value: slug, label: title }))}
            selected={draft.clientTypes ?? []}
            onToggle={(value, on) =>
              update({ ...draft, clientTypes: toggled(draft.clientTypes ?? [], value, on) })
            }
          />
        </StepFieldset>
      )}

      {step === 'times' && (
        <StepFieldset
          title="When would you like to meet?"
          help={`Optional. Times are in your time zone (${viewerTimeZone().replaceAll('_', ' ')}).`}
          error={error}
          headingRef={heading}
        >
          <ChoiceCards
            name="meetingWindows"
            type="checkbox"
            options={MEETING_WINDOWS.map(({ value, label, hint }) => ({ value, label, hint }))}
            selected={draft.meetingWindows ?? []}
            onToggle={(value, on) =>
              update({
                ...draft,
                meetingWindows: toggled(
                  draft.meetingWindows ?? [],
                  value as (typeof MEETING_WINDOWS)[number]['value'],
                  on,
                ),
              })
            }
          />
        </StepFieldset>
      )}

      {ranking.isError && (
        <Alert color="red" title="We could not find your matches">
          {messageOf(ranking.error)}
        </Alert>
      )}

      <div className={classes.actions}>
        {stepIndex > 0 && (
          <Button variant="default" size="md" onClick={() => go(stepIndex - 1)}>
            Back
          </Button>
        )}
        <Button type="submit" size="md" loading={ranking.isPending}>
          {last ? 'Show my matches' : 'Next'}
        </Button>
      </div>
    </form>
  );
}
