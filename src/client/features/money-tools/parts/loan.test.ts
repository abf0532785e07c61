import { describe, expect, it } from 'vitest';
import { amortizeLoan, monthlyPaymentCents } from './loan';

describe('monthlyPaymentCents', () => {
  it.each([
    // A $200,000 30-year mortgage at 6%.
    [20_000_000, 6, 360, 119_910],
    // A $25,000 five-year car loan at 7.5%.
    [2_500_000, 7.5, 60, 50_095],
    // A $300,000 15-year mortgage at 5%.
    [30_000_000, 5, 180, 237_238],
    // No interest: the principal split evenly.
    [1_200_000, 0, 12, 100_000],
  ])(
    'pays %i cents at %s percent over %i months as %i cents',
    (principal, rate, months, payment) => {
      expect(monthlyPaymentCents(principal, rate, months)).toBe(payment);
    },
  );
});

describe('amortizeLoan', () => {
  it('schedules a $200,000 30-year mortgage at 6%', () => {
    const result = amortizeLoan({ principalCents: 20_000_000, annualRatePercent: 6, years: 30 });
    expect(result.monthlyPaymentCents).toBe(119_910);
    expect(result.paymentCount).toBe(360);
    expect(result.years).toHaveLength(30);
    // $231,676.38 with an unrounded payment; rounding each month moves it by cents only.
    expect(Math.abs(result.totalInterestCents - 23_167_638)).toBeLessThan(100);
    expect(result.totalPaidCents).toBe(20_000_000 + result.totalInterestCents);
    // Twelve payments of $1,199.10 in year one: $11,933.19 interest, $2,456.01 principal.
    expect(result.years[0]).toMatchObject({
      year: 1,
      interestPaidCents: 1_193_319,
      principalPaidCents: 245_601,
    });
    expect(result.years.at(-1)?.balanceCents).toBe(0);
  });

  it('repays exactly the principal, with balances that only fall', () => {
    const result = amortizeLoan({ principalCents: 3_456_789, annualRatePercent: 8.25, years: 7 });
    const principal = result.years.reduce((sum, year) => sum + year.principalPaidCents, 0);
    const interest = result.years.reduce((sum, year) => sum + year.interestPaidCents, 0);
    expect(principal).toBe(3_456_789);
    expect(interest).toBe(result.totalInterestCents);
    for (let i = 1; i < result.years.length; i += 1) {
      expect(result.years[i]!.balanceCents).toBeLessThan(result.years[i - 1]!.balanceCents);
    }
  });

  it('charges no interest at 0%', () => {
    const result = amortizeLoan({ principalCents: 1_000_000, annualRatePercent: 0, years: 3 });
    expect(result.totalInterestCents).toBe(0);
    expect(result.totalPaidCents).toBe(1_000_000);
    expect(result.monthlyPaymentCents).toBe(27_778);
    expect(result.years.at(-1)?.balanceCents).toBe(0);
  });
});
