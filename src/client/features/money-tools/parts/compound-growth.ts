// Compound growth with monthly contributions. The annual return is read as an effective annual
// rate: balances compound monthly at its monthly equivalent, so a lump sum grows exactly as it
// would with annual compounding, while each month's contribution starts earning at once.
// Contributions land at the end of each month. Money is integer cents in and out.

export interface CompoundGrowthInput {
  initialCents: number;
  monthlyContributionCents: number;
  annualReturnPercent: number;
  years: number;
  /** How much the monthly contribution rises each year, in percent (0 keeps it flat). */
  contributionGrowthPercent?: number;
}

export interface GrowthYear {
  /** 1 for the end of the first year. */
  year: number;
  /** Everything paid in so far, the starting amount included. */
  contributedCents: number;
  /** Balance minus contributions: what the returns added. */
  growthCents: number;
  balanceCents: number;
}

export interface CompoundGrowthResult {
  years: GrowthYear[];
  finalBalanceCents: number;
  totalContributedCents: number;
  totalGrowthCents: number;
}

/** The monthly rate that compounds to the given effective annual rate. */
export function monthlyRateOf(annualPercent: number): number {
  return Math.pow(1 + annualPercent / 100, 1 / 12) - 1;
}

export function projectCompoundGrowth(input: CompoundGrowthInput): CompoundGrowthResult {
  const monthlyRate = monthlyRateOf(input.annualReturnPercent);
  const raise = 1 + (input.contributionGrowthPercent ?? 0) / 100;
  let balance = input.initialCents;
  let contributed = input.initialCents;
  const years: GrowthYear[] = [];

  for (let year = 1; year <= input.years; year += 1) {
    const contribution = input.monthlyContributionCents * Math.pow(raise, year - 1);
    for (let month = 0; month < 12; month += 1) {
      balance = balance * (1 + monthlyRate) + contribution;
      contributed += contribution;
    }
    // Round once per reported figure, and derive growth so the parts add up to the balance.
    const balanceCents = Math.round(balance);
    const contributedCents = Math.round(contributed);
    years.push({
      year,
      contributedCents,
      growthCents: balanceCents - contributedCents,
      balanceCents,
    });
  }

  const last = years.at(-1);
  const finalBalanceCents = last?.balanceCents ?? Math.round(input.initialCents);
  const totalContributedCents = last?.contributedCents ?? Math.round(input.initialCents);
  return {
    years,
    finalBalanceCents,
    totalContributedCents,
    totalGrowthCents: finalBalanceCents - totalContributedCents,
  };
}

/** What one cent saved at the end of every month is worth after `months` months. */
export function monthlySavingsFactor(annualReturnPercent: number, months: number): number {
  const rate = monthlyRateOf(annualReturnPercent);
  if (rate === 0) return months;
  return (Math.pow(1 + rate, months) - 1) / rate;
}
