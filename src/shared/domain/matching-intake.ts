// What the questionnaire's answers already tell the booking's intake form
// (docs/product.md#matching): the topics its specialities belong to and, where a client type says
// it, who the advice is for. Read from slug words, so a speciality added later still maps.
import type { MatchingAnswers } from '../contracts/matching';
import type { HOUSEHOLD_OPTIONS, INTAKE_TOPICS } from '../contracts/intake';
import type { IntakeAnswers } from '../contracts/intake';

type IntakeTopic = (typeof INTAKE_TOPICS)[number]['value'];
type Household = (typeof HOUSEHOLD_OPTIONS)[number]['value'];

/** Slug words, first match wins per word list. */
const TOPIC_WORDS: readonly [IntakeTopic, RegExp][] = [
  ['retirement', /retire|social-security|pension/],
  ['investing', /invest|portfolio|401k|rollover/],
  ['debt', /debt|loan|mortgage|home-buying|budget|cash-flow/],
  ['tax', /tax/],
  ['employer-benefits', /equity|stock|benefit/],
  ['college', /college|529|kids/],
  ['insurance', /insurance/],
  ['estate', /estate|trust|charitable/],
  ['life-change', /divorce|marriage|baby|widow/],
];

const HOUSEHOLD_WORDS: readonly [Household, RegExp][] = [
  ['single-parent', /single-parent/],
  ['family', /famil|children/],
  ['couple', /couple/],
];

export type CarriedIntake = Partial<Pick<IntakeAnswers, 'topics' | 'household'>>;

export function intakeFromMatching(
  answers: Pick<MatchingAnswers, 'specialities' | 'clientTypes'>,
): CarriedIntake {
  const topics = TOPIC_WORDS.filter(([, words]) =>
    answers.specialities.some((slug) => words.test(slug)),
  ).map(([topic]) => topic);
  const household = HOUSEHOLD_WORDS.find(([, words]) =>
    answers.clientTypes.some((slug) => words.test(slug)),
  )?.[0];
  return {
    ...(topics.length > 0 ? { topics } : {}),
    ...(household ? { household } : {}),
  };
}
