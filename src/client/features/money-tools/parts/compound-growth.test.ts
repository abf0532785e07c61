import { describe, expect, it } from 'vitest';
import { monthlyRateOf, monthlySavingsFactor, projectCompoundGrowth } from './compound-growth';

const base = {
  initialCents: 0,
  monthlyContributionCents: 0,
  annualReturnPercent: 0,
  years: 10,
};

describe('projectCompoundGrowth', () => {
  it('grows a lump sum exactly as annual compounding does ($10,000 at 7% for 10 years)', () => {
    const result = projectCompoundGrowth({
      ...base,
      initialCents: 1_000_000,
      annualReturnPercent: 7,
    });
    expect(result.finalBalanceCents).toBe(1_967_151);
    expect(result.totalContributedCents).toBe(1_000_000);
    expect(result.totalGrowthCents).toBe(967_151);
    expect(result.years[0]?.balanceCents).toBe(1_070_000);
  });

  it('matches the annuity formula for end-of-month contributions ($500 a month, 7%, 30 years)', () => {
    const result = projectCompoundGrowth({
      ...base,
      monthlyContributionCents: 50_000,
      annualReturnPercent: 7,
      years: 30,
    });
    const rate = Math.pow(1.07, 1 / 12) - 1;
    const formula = (50_000 * (Math.pow(1 + rate, 360) - 1)) / rate;
    expect(result.finalBalanceCents).toBe(Math.round(formula));
    expect(result.finalBalanceCents).toBe(58_472_630);
    expect(result.totalContributedCents).toBe(18_000_000);
  });

  it('adds contributions without growth at a 0% return', () => {
    const result = projectCompoundGrowth({
      ...base,
      initialCents: 100_000,
      monthlyContributionCents: 10_000,
    });
    expect(result.finalBalanceCents).toBe(1_300_000);
    expect(result.totalGrowthCents).toBe(0);
    expect(result.years).toHaveLength(10);
    expect(result.years.map((row) => row.contributedCents).slice(0, 2)).toEqual([220_000, 340_000]);
  });

  it('raises the monthly contribution once a year', () => {
    const result = projectCompoundGrowth({
      ...base,
      monthlyContributionCents: 10_000,
      years: 2,
      contributionGrowthPercent: 10,
    });
    expect(result.finalBalanceCents).toBe(12 * 10_000 + 12 * 11_000);
  });

  it('reports one row a year whose parts add up to the balance', () => {
    const result = projectCompoundGrowth({
      initialCents: 1_234_567,
      monthlyContributionCents: 33_333,
      annualReturnPercent: 6.5,
      years: 25,
      contributionGrowthPercent: 3,
    });
    expect(result.years.map((row) => row.year)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    for (const row of result.years) {
      expect(row.contributedCents + row.growthCents).toBe(row.balanceCents);
      expect(Number.isInteger(row.balanceCents)).toBe(true);
    }
    for (let i = 1; i < result.years.length; i += 1) {
      expect(result.years[i]!.balanceCents).toBeGreaterThan(result.years[i - 1]!.balanceCents);
    }
  });

  it('returns the starting amount for zero years', () => {
    const result = projectCompoundGrowth({ ...base, initialCents: 5_000, years: 0 });
    expect(result).toMatchObject({ years: [], finalBalanceCents: 5_000, totalGrowthCents: 0 });
  });
});

describe('monthlyRateOf and monthlySavingsFactor', () => {
  it('compounds twelve monthly rates back to the annual rate', () => {
    expect(Math.pow(1 + monthlyRateOf(7), 12)).toBeCloseTo(1.07, 12);
    expect(monthlyRateOf(0)).toBe(0);
  });

  it('is the number of months at 0% and the annuity factor otherwise', () => {
    expect(monthlySavingsFactor(0, 120)).toBe(120);
    const rate = monthlyRateOf(5);
    expect(monthlySavingsFactor(5, 12)).toBeCloseTo((Math.pow(1 + rate, 12) - 1) / rate, 10);
  });
});
