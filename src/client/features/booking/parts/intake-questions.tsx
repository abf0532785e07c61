// The four intake questions every purchase asks (docs/product.md#the-hour, #signups): what to
// cover, the client's questions, who the advice is for and a net worth range. The Hour's checkout
// and the Plan and Ongoing signup word them for their offering and add their own fields around.
import { Checkbox, Radio, Textarea } from '@mantine/core';
import {
  HOUSEHOLD_OPTIONS,
  INTAKE_TEXT_MAX,
  INTAKE_TOPICS,
  NET_WORTH_RANGES,
} from '../../../../shared/contracts/intake';
import { formatNumber } from '../../../../shared/format';
import { CheckCard, ChoiceGrid, RadioCard } from './choice-cards';
import classes from './intake-form.module.css';

export interface IntakeQuestionValues {
  topics: string[];
  questions: string;
  household: string;
  netWorth: string;
}

/** The words that differ between offerings. */
export interface IntakeQuestionsCopy {
  topics: string;
  questions: string;
  questionsHint: string;
  netWorthHint: string;
}

/** How many characters of a free-text answer are used; red once past the limit. */
export function CharacterCounter({ length }: { length: number }) {
  return (
    <span className={length > INTAKE_TEXT_MAX ? classes.over : undefined}>
      {formatNumber(length)} / {formatNumber(INTAKE_TEXT_MAX)} characters
    </span>
  );
}

export interface IntakeQuestionsProps {
  values: IntakeQuestionValues;
  errors: Record<string, string>;
  copy: IntakeQuestionsCopy;
  /** One answer changed. */
  onChange: (answer: Partial<IntakeQuestionValues>) => void;
}

export function IntakeQuestions({ values, errors, copy, onChange }: IntakeQuestionsProps) {
  return (
    <>
      <Checkbox.Group
        data-field="topics"
        label={copy.topics}
        description="Choose all that apply."
        value={values.topics}
        onChange={(value) => onChange({ topics: value })}
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
        label={copy.questions}
        description={
          <>
            {copy.questionsHint} <CharacterCounter length={values.questions.length} />
          </>
        }
        autosize
        minRows={4}
        maxRows={12}
        required
        value={values.questions}
        onChange={(event) => onChange({ questions: event.currentTarget.value })}
        error={errors.questions}
      />

      <Radio.Group
        data-field="household"
        name="household"
        label="Who is the advice for?"
        value={values.household}
        onChange={(value) => onChange({ household: value })}
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
        description={copy.netWorthHint}
        value={values.netWorth}
        onChange={(value) => onChange({ netWorth: value })}
        error={errors.netWorth}
        required
      >
        <ChoiceGrid>
          {NET_WORTH_RANGES.map((option) => (
            <RadioCard key={option.value} value={option.value} label={option.label} />
          ))}
        </ChoiceGrid>
      </Radio.Group>
    </>
  );
}
