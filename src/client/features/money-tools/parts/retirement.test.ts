import { describe, expect, it } from 'vitest';
import { projectRetirement } from './retirement';
import type { RetirementInput } from './retirement';

const input: RetirementInput = {
  currentAge: 55,
  retirementAge: 65,
  currentSavingsCents: 10_000_000,
  monthlySavingCents: 0,
  annualReturnPercent: 7,
  inflationPercent: 0,
  desiredIncomeCents: 6_000_000,
  withdrawalRatePercent: 4,
};

describe('projectRetirement', () => {
  it('grows savings and applies the withdrawal rate ($100,000 at 7% for 10 years)', () => {
    const result = projectRetirement(input);
    expect(result.projectedBalanceCents).toBe(19_671_514);
    expect(result.projectedRealBalanceCents).toBe(19_671_514);
    expect(result.supportedIncomeCents).toBe(786_861);
    // $60,000 a year at 4% needs $1.5 million.
    expect(result.targetBalanceCents).toBe(150_000_000);
    expect(result.incomeGapCents).toBe(6_000_000 - 786_861);
  });

  it('reports balances in today’s dollars after inflation', () => {
    const result = projectRetirement({ ...input, inflationPercent: 3 });
    expect(result.projectedBalanceCents).toBe(19_671_514);
    expect(result.projectedRealBalanceCents).toBe(Math.round(19_671_514 / Math.pow(1.03, 10)));
    expect(result.points[0]).toEqual({
      age: 55,
      balanceCents: 10_000_000,
      realBalanceCents: 10_000_000,
    });
    expect(result.points.at(-1)?.age).toBe(65);
    expect(result.points).toHaveLength(11);
  });

  it('finds the extra monthly saving that closes the gap', () => {
    const withInflation = { ...input, inflationPercent: 2.5, monthlySavingCents: 50_000 };
    const short = projectRetirement(withInflation);
    expect(short.incomeGapCents).toBeGreaterThan(0);
    expect(short.extraMonthlySavingCents).toBeGreaterThan(0);

    const closed = projectRetirement({
      ...withInflation,
      monthlySavingCents: withInflation.monthlySavingCents + short.extraMonthlySavingCents,
    });
    // Rounding up to the cent leaves the gap closed, give or take a few cents of income.
    expect(closed.incomeGapCents).toBeLessThanOrEqual(5);
    expect(closed.incomeGapCents).toBeGreaterThan(-200);
  });

  it('is on track, with no extra saving, when the balance beats the target', () => {
    const result = projectRetirement({ ...input, desiredIncomeCents: 500_000 });
    expect(result.incomeGapCents).toBeLessThan(0);
    expect(result.extraMonthlySavingCents).toBe(0);
  });
});
