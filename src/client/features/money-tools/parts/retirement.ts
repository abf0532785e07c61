// Retirement savings projection. Savings grow as in compound-growth.ts (a flat monthly saving
// at the end of each month); results are also shown in today's dollars by removing inflation,
// and the income a balance supports is the balance times a safe withdrawal rate.
import { monthlySavingsFactor, projectCompoundGrowth } from './compound-growth';

export interface RetirementInput {
  currentAge: number;
  retirementAge: number;
  currentSavingsCents: number;
  monthlySavingCents: number;
  annualReturnPercent: number;
  inflationPercent: number;
  /** The yearly income wanted in retirement, in today's dollars. */
  desiredIncomeCents: number;
  withdrawalRatePercent: number;
}

export interface RetirementPoint {
  age: number;
  balanceCents: number;
  /** The same balance in today's dollars. */
  realBalanceCents: number;
}

export interface RetirementResult {
  /** One point a year, from today's age to the retirement age. */
  points: RetirementPoint[];
  projectedBalanceCents: number;
  projectedRealBalanceCents: number;
  /** Yearly income the projected balance supports, in today's dollars. */
  supportedIncomeCents: number;
  /** The balance, in today's dollars, that would support the desired income. */
  targetBalanceCents: number;
  /** Desired minus supported income; zero or less means on track. */
  incomeGapCents: number;
  /** Extra monthly saving, in future dollars, that would close the gap (0 when on track). */
  extraMonthlySavingCents: number;
}

export function projectRetirement(input: RetirementInput): RetirementResult {
  const years = input.retirementAge - input.currentAge;
  const growth = projectCompoundGrowth({
    initialCents: input.currentSavingsCents,
    monthlyContributionCents: input.monthlySavingCents,
    annualReturnPercent: input.annualReturnPercent,
    years,
  });
  const inflation = 1 + input.inflationPercent / 100;
  const toToday = (cents: number, yearsAhead: number) =>
    Math.round(cents / Math.pow(inflation, yearsAhead));

  const points: RetirementPoint[] = [
    {
      age: input.currentAge,
      balanceCents: input.currentSavingsCents,
      realBalanceCents: input.currentSavingsCents,
    },
    ...growth.years.map(({ year, balanceCents }) => ({
      age: input.currentAge + year,
      balanceCents,
      realBalanceCents: toToday(balanceCents, year),
    })),
  ];

  const withdrawalRate = input.withdrawalRatePercent / 100;
  const projectedRealBalanceCents = toToday(growth.finalBalanceCents, years);
  const supportedIncomeCents = Math.round(projectedRealBalanceCents * withdrawalRate);
  const targetBalanceCents = Math.round(input.desiredIncomeCents / withdrawalRate);
  const incomeGapCents = input.desiredIncomeCents - supportedIncomeCents;

  // The shortfall is in today's dollars; the extra saving happens in future ones.
  const shortfallFutureCents =
    (targetBalanceCents - projectedRealBalanceCents) * Math.pow(inflation, years);
  const extraMonthlySavingCents =
    incomeGapCents > 0 && years > 0
      ? Math.ceil(
          shortfallFutureCents / monthlySavingsFactor(input.annualReturnPercent, years * 12),
        )
      : 0;

  return {
    points,
    projectedBalanceCents: growth.finalBalanceCents,
    projectedRealBalanceCents,
    supportedIncomeCents,
    targetBalanceCents,
    incomeGapCents,
    extraMonthlySavingCents,
  };
}
