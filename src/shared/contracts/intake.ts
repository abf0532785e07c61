// The intake form a client answers before a first Hour (intake source CustomerIntakeForm): what the
// advisor needs to know to use the hour well, and what to bring (docs/product.md#the-hour).
import { z } from 'zod';
import { LIMITS, extraInformationSchema } from '../limits';

export const INTAKE_FORM_SOURCES = [
  'CustomerIntakeForm',
  'ThePlanSignup',
  'TheOngoingSignup',
] as const;
export type IntakeFormSource = (typeof INTAKE_FORM_SOURCES)[number];

export const INTAKE_TOPICS = [
  { value: 'retirement', label: 'Retirement: when, and how much is enough' },
  { value: 'investing', label: 'Investing and my portfolio' },
  { value: 'debt', label: 'Debt, mortgage or a big purchase' },
  { value: 'tax', label: 'Taxes' },
  { value: 'employer-benefits', label: 'Workplace plans, stock options or benefits' },
  { value: 'college', label: 'Saving for college' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'estate', label: 'Wills, trusts and beneficiaries' },
  { value: 'life-change', label: 'A life change: marriage, a child, a new job, a loss' },
  { value: 'other', label: 'Something else' },
] as const;

export const HOUSEHOLD_OPTIONS = [
  { value: 'single', label: 'Just me' },
  { value: 'couple', label: 'Me and a partner' },
  { value: 'family', label: 'Me, a partner and dependents' },
  { value: 'single-parent', label: 'Me and dependents' },
] as const;

export const NET_WORTH_RANGES = [
  { value: 'under-50k', label: 'Under $50,000' },
  { value: '50k-250k', label: '$50,000 – $250,000' },
  { value: '250k-1m', label: '$250,000 – $1 million' },
  { value: '1m-5m', label: '$1 million – $5 million' },
  { value: 'over-5m', label: 'Over $5 million' },
  { value: 'unsure', label: 'Not sure yet' },
] as const;

/** What to have at hand in the meeting (docs/product.md#the-hour). */
export const INTAKE_PREPARATION = [
  { value: 'net-worth-statement', label: 'A net worth statement: what you own and what you owe' },
  { value: 'income-expenses', label: 'Your income and monthly expenses' },
  { value: 'account-logins', label: 'Logins for the accounts you want to discuss' },
] as const;

const valuesOf = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];

export const intakeAnswersSchema = z.object({
  topics: z
    .array(z.enum(valuesOf(INTAKE_TOPICS)))
    .min(1, 'Choose at least one topic.')
    .max(INTAKE_TOPICS.length),
  questions: extraInformationSchema.min(
    10,
    'Tell your advisor the questions you want answered (at least 10 characters).',
  ),
  household: z.enum(valuesOf(HOUSEHOLD_OPTIONS), { error: 'Choose who the advice is for.' }),
  netWorth: z.enum(valuesOf(NET_WORTH_RANGES), { error: 'Choose a range, or "Not sure yet".' }),
  /** Anything else the advisor should know; optional. */
  background: extraInformationSchema.optional().default(''),
  /** Ticks for the preparation checklist; informational, never required. */
  prepared: z.array(z.enum(valuesOf(INTAKE_PREPARATION))).default([]),
});
export type IntakeAnswers = z.infer<typeof intakeAnswersSchema>;

/** The longest free-text answer, for counters in the form. */
export const INTAKE_TEXT_MAX = LIMITS.extraInformation.max;
