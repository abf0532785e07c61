// The intake answers (docs/product.md#the-hour) as people read them: each stored value turned into
// the label the form showed.
import {
  HOUSEHOLD_OPTIONS,
  INTAKE_PREPARATION,
  INTAKE_TOPICS,
  NET_WORTH_RANGES,
} from './contracts/intake';
import type { IntakeAnswers } from './contracts/intake';

type Options = readonly { value: string; label: string }[];

export function labelOf(options: Options, value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export interface IntakeLine {
  term: string;
  /** One text, or a list of items. */
  value: string | string[];
}

/** The answers in the order the form asks them; empty optional answers left out. */
export function intakeLines(answers: IntakeAnswers): IntakeLine[] {
  const lines: IntakeLine[] = [
    { term: 'Topics', value: answers.topics.map((topic) => labelOf(INTAKE_TOPICS, topic)) },
    { term: 'Questions', value: answers.questions },
    { term: 'Household', value: labelOf(HOUSEHOLD_OPTIONS, answers.household) },
    { term: 'Net worth', value: labelOf(NET_WORTH_RANGES, answers.netWorth) },
  ];
  if (answers.background.trim()) lines.push({ term: 'Background', value: answers.background });
  if (answers.prepared.length > 0) {
    lines.push({
      term: 'Has ready',
      value: answers.prepared.map((item) => labelOf(INTAKE_PREPARATION, item)),
    });
  }
  return lines;
}
