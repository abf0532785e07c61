// Calculator (c): the monthly payment, total interest and amortization of a mortgage or loan.
import { useState } from 'react';
import { formatNumber } from '../../../shared/format';
import { DataTable } from '../../ui/charts/chart-frame';
import { toCents } from './parts/field-rules';
import type { FieldRule } from './parts/field-rules';
import { amortizeLoan } from './parts/loan';
import { NumberField } from './parts/number-field';
import { StackedBarChart } from '../../ui/charts/stacked-bar-chart';
import { ResultStats, ToolLayout, exactDollars, wholeDollars } from './parts/tool-parts';
import { useCalculatorFields } from './parts/use-calculator-fields';
import classes from './parts/fields.module.css';

type LoanKind = 'mortgage' | 'loan';

const RATE: FieldRule = { min: 0, max: 30, unit: 'percent' };
const TERM: FieldRule = { min: 1, max: 50, unit: 'years', whole: true };

const MORTGAGE_RULES: Record<'price' | 'down' | 'rate' | 'years', FieldRule> = {
  price: { min: 1_000, max: 100_000_000, unit: 'dollars' },
  down: { min: 0, max: 100_000_000, unit: 'dollars' },
  rate: RATE,
  years: TERM,
};
const MORTGAGE_DEFAULTS = { price: '400,000', down: '80,000', rate: '6.5', years: '30' };

const LOAN_RULES: Record<'amount' | 'rate' | 'years', FieldRule> = {
  amount: { min: 100, max: 100_000_000, unit: 'dollars' },
  rate: RATE,
  years: TERM,
};
const LOAN_DEFAULTS = { amount: '25,000', rate: '7.5', years: '5' };

const downBelowPrice = (values: Record<'price' | 'down', number>) =>
  values.down < values.price ? {} : { down: 'Enter a down payment smaller than the home price.' };

const KIND_LABELS: Record<LoanKind, string> = {
  mortgage: 'Mortgage',
  loan: 'Other loan',
};

export function LoanTool() {
  const [kind, setKind] = useState<LoanKind>('mortgage');
  const mortgage = useCalculatorFields(MORTGAGE_RULES, MORTGAGE_DEFAULTS, downBelowPrice);
  const loan = useCalculatorFields(LOAN_RULES, LOAN_DEFAULTS);

  let terms: { principalDollars: number; rate: number; years: number } | null = null;
  if (kind === 'mortgage' && mortgage.values) {
    const { price, down, rate, years } = mortgage.values;
    terms = { principalDollars: price - down, rate, years };
  } else if (kind === 'loan' && loan.values) {
    const { amount, rate, years } = loan.values;
    terms = { principalDollars: amount, rate, years };
  }
  const result =
    terms &&
    amortizeLoan({
      principalCents: toCents(terms.principalDollars),
      annualRatePercent: terms.rate,
      years: terms.years,
    });

  const downShare = mortgage.values
    ? `That is ${formatNumber(Math.round((1000 * mortgage.values.down) / mortgage.values.price) / 10)}% of the price; 20% or more usually avoids mortgage insurance.`
    : 'Putting down 20% or more usually avoids mortgage insurance.';

  const form = (
    <>
      <fieldset className={classes.segmented}>
        <legend className={classes.label}>What are you borrowing for?</legend>
        <div className={classes.segments}>
          {(Object.keys(KIND_LABELS) as LoanKind[]).map((value) => (
            <label key={value} className={classes.segment}>
              <input
                type="radio"
                name="loan-kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              <span>{KIND_LABELS[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'mortgage' ? (
        <>
          <NumberField
            id="loan-price"
            label="Home price"
            unit="dollars"
            {...mortgage.field('price')}
          />
          <NumberField
            id="loan-down"
            label="Down payment"
            unit="dollars"
            hint={downShare}
            {...mortgage.field('down')}
          />
          <NumberField
            id="loan-rate"
            label="Interest rate"
            unit="percent"
            {...mortgage.field('rate')}
          />
          <NumberField
            id="loan-years"
            label="Loan term"
            unit="years"
            hint="Most US mortgages run 15 or 30 years."
            {...mortgage.field('years')}
          />
        </>
      ) : (
        <>
          <NumberField
            id="loan-amount"
            label="Loan amount"
            unit="dollars"
            {...loan.field('amount')}
          />
          <NumberField
            id="loan-rate"
            label="Interest rate"
            unit="percent"
            {...loan.field('rate')}
          />
          <NumberField id="loan-years" label="Loan term" unit="years" {...loan.field('years')} />
        </>
      )}
    </>
  );

  const years = result?.years ?? [];
  const results = result && terms && (
    <>
      <ResultStats
        stats={[
          {
            label: 'Monthly payment',
            value: exactDollars(result.monthlyPaymentCents),
            note:
              kind === 'mortgage'
                ? 'Principal and interest. Property tax, insurance and any HOA or PMI come on top.'
                : `For ${result.paymentCount} months.`,
            primary: true,
          },
          { label: 'Amount borrowed', value: wholeDollars(toCents(terms.principalDollars)) },
          { label: 'Total interest', value: wholeDollars(result.totalInterestCents) },
          { label: 'Total of all payments', value: wholeDollars(result.totalPaidCents) },
        ]}
      />
      <StackedBarChart
        title="Principal and interest paid each year"
        summary={`Bar chart of payments split into principal and interest for each of ${years.length} years. Interest is ${wholeDollars(years[0]?.interestPaidCents ?? 0)} in the first year and ${wholeDollars(years.at(-1)?.interestPaidCents ?? 0)} in the last, while principal repaid rises from ${wholeDollars(years[0]?.principalPaidCents ?? 0)} to ${wholeDollars(years.at(-1)?.principalPaidCents ?? 0)}.`}
        categories={years.map((row) => row.year)}
        series={[
          { label: 'Principal', color: 'teal', values: years.map((row) => row.principalPaidCents) },
          { label: 'Interest', color: 'gold', values: years.map((row) => row.interestPaidCents) },
        ]}
        table={
          <DataTable
            caption="Amortization by year"
            columns={['Year', 'Principal', 'Interest', 'Still owed']}
            rows={years.map((row) => [
              row.year,
              exactDollars(row.principalPaidCents),
              exactDollars(row.interestPaidCents),
              exactDollars(row.balanceCents),
            ])}
          />
        }
      />
    </>
  );

  return (
    <ToolLayout
      id="loan"
      title="Loan and mortgage calculator"
      intro="Work out the monthly payment on a fixed-rate mortgage, car loan or personal loan, what it costs in interest over its life, and how each year’s payments split between interest and paying down what you owe."
      form={form}
      results={results}
      notes={
        <>
          <p>
            Interest is charged each month at one twelfth of the annual rate on what you still owe,
            the way US fixed-rate mortgages and car loans work; a $200,000 30-year mortgage at 6%
            costs $1,199.10 a month. Payments are rounded to the cent and the last one settles the
            difference.
          </p>
          <p>
            Early payments are mostly interest. As the balance falls, more of each payment repays
            the loan, so extra payments made early save the most. Fees, points and variable rates
            are not included.
          </p>
        </>
      }
    />
  );
}
