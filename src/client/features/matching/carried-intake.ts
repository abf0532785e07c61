// Questionnaire answers carried into the booking's intake form (docs/product.md#matching): kept in
// session storage for this tab only, read once when an empty intake form opens.
import { STORAGE_KEYS } from '../../../shared/constants';
import { intakeAnswersSchema } from '../../../shared/contracts/intake';
import type { MatchingAnswers } from '../../../shared/contracts/matching';
import { intakeFromMatching } from '../../../shared/domain/matching-intake';
import type { CarriedIntake } from '../../../shared/domain/matching-intake';

const carriedSchema = intakeAnswersSchema.pick({ topics: true, household: true }).partial();

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function carryAnswersToIntake(
  answers: Pick<MatchingAnswers, 'specialities' | 'clientTypes'>,
  storage: Storage | null = sessionStorageOrNull(),
): void {
  try {
    storage?.setItem(STORAGE_KEYS.matchingAnswers, JSON.stringify(intakeFromMatching(answers)));
  } catch {
    // Blocked storage: the intake form simply starts empty.
  }
}

/** What the questionnaire told us, checked; empty when nothing (or nothing valid) was carried. */
export function readCarriedIntake(storage: Storage | null = sessionStorageOrNull()): CarriedIntake {
  try {
    const text = storage?.getItem(STORAGE_KEYS.matchingAnswers);
    if (!text) return {};
    const parsed = carriedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
