// Fixed-rate loan amortization. Interest accrues monthly at one twelfth of the annual rate (the
// US convention for mortgages and car loans); each payment is rounded to the cent and the last
// one absorbs the rounding, as lenders' schedules do. Money is integer cents in and out.

export interface LoanInput {
  principalCents: number;
  annualRatePercent: number;
  years: number;
}

export interface LoanYear {
  /** 1 for the first twelve payments. */
  year: number;
  principalPaidCents: number;
  interestPaidCents: number;
  /** What is still owed after this year's payments. */
  balanceCents: number;
}

export interface LoanResult {
  monthlyPaymentCents: number;
  paymentCount: number;
  totalPaidCents: number;
  totalInterestCents: number;
  years: LoanYear[];
}

/** The level monthly payment that repays the principal over `months` payments. */
export function monthlyPaymentCents(
  principalCents: number,
  annualRatePercent: number,
  months: number,
): number {
  if (months <= 0) return principalCents;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return Math.ceil(principalCents / months);
  return Math.round((principalCents * rate) / (1 - Math.pow(1 + rate, -months)));
}

export function amortizeLoan(input: LoanInput): LoanResult {
  const months = Math.round(input.years * 12);
  const rate = input.annualRatePercent / 100 / 12;
  const payment = monthlyPaymentCents(input.principalCents, input.annualRatePercent, months);
  let balance = input.principalCents;
  let totalInterest = 0;
  const years: LoanYear[] = [];
  let current: LoanYear = { year: 1, principalPaidCents: 0, interestPaidCents: 0, balanceCents: 0 };

  for (let month = 1; month <= months && balance > 0; month += 1) {
    const interest = Math.round(balance * rate);
    // The last payment (or one that would overshoot) clears whatever is left.
    const principal = month === months ? balance : Math.min(payment - interest, balance);
    balance -= principal;
    totalInterest += interest;
    current.principalPaidCents += principal;
    current.interestPaidCents += interest;
    current.balanceCents = balance;
    if (month % 12 === 0 || month === months || balance === 0) {
      years.push(current);
      current = {
        year: current.year + 1,
        principalPaidCents: 0,
        interestPaidCents: 0,
        balanceCents: 0,
      };
    }
  }

  return {
    monthlyPaymentCents: payment,
    paymentCount: months,
    totalPaidCents: input.principalCents + totalInterest,
    totalInterestCents: totalInterest,
    years,
  };
}
