// Where a client lives: a US state or territory, or outside the US. Advisors may only advise
// residents of the states they serve, so booking asks for it and the profile remembers it
// (docs/product.md#booking, ADR 0054).
import { z } from 'zod';
import { US_STATES, stateName } from '../us-states';

/** Stored and sent for a client who lives outside the US. */
export const OUTSIDE_US = 'outside-us';

const STATE_CODES = US_STATES.map((state) => state.abbreviation) as [string, ...string[]];

export const residenceSchema = z.enum([...STATE_CODES, OUTSIDE_US], {
  error: 'Choose the state you live in, or that you live outside the US.',
});
export type Residence = z.infer<typeof residenceSchema>;

export const isOutsideUs = (residence: string): boolean => residence === OUTSIDE_US;

/** The label a select shows for a residence. */
export function residenceLabel(residence: string): string {
  return isOutsideUs(residence) ? 'I live outside the US' : stateName(residence);
}

/** Choices of the residence select: every state and territory, then outside the US. */
export const RESIDENCE_CHOICES: readonly { value: string; label: string }[] = [
  ...US_STATES.map((state) => ({ value: state.abbreviation, label: state.name })),
  { value: OUTSIDE_US, label: residenceLabel(OUTSIDE_US) },
];
