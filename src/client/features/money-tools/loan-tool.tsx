// Calculator (c): the monthly payment, total interest and amortization of a mortgage or loan.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../../shared/format';
import {
  LOAN_KINDS,
  MORTGAGE_FIELDS,
  OTHER_LOAN_FIELDS,
  downBelowPrice,
} from '../../../shared/money-tools';
import type { LoanKind } from '../../../shared/money-tools';
import { DataTable } from '../../ui/charts/chart-frame';
import { toCents } from './parts/field-rules';
import { amortizeLoan } from './parts/loan';
import { NumberField } from './parts/number-field';
import { StackedBarChart } from '../../ui/charts/stacked-bar-chart';
import { ResultStats, ToolLayout, exactDollars, wholeDollars } from './parts/tool-parts';
import { useCalculatorFields, useQueryTool } from './parts/use-calculator-fields';
import { toolQuery } from './tool-url';
import classes from './parts/fields.module.css';

const KIND_LABELS: Record<LoanKind, string> = {
  mortgage: 'Mortgage',
  loan: 'Other loan',
};

export function LoanTool() {
  const [, setParams] = useSearchParams();
  const query = useQueryTool();
  const active = query.tool === 'loan';
  // The kind switches at once; the query follows, and back or forward switches it again.
  const [kind, setKind] = useState<LoanKind>(active ? query.loanKind : 'mortgage');
  const [seenKind, setSeenKind] = useState(query.loanKind);
  if (active && query.loanKind !== seenKind) {
    setSeenKind(query.loanKind);
    setKind(query.loanKind);
  }
  const mortgage = useCalculatorFields({
    tool: 'loan',
    fields: MORTGAGE_FIELDS,
    cross: downBelowPrice,
    loanKind: 'mortgage',
    active: active && query.loanKind === 'mortgage',
  });
  const loan = useCalculatorFields({
    tool: 'loan',
    fields: OTHER_LOAN_FIELDS,
    loanKind: 'loan',
    active: active && query.loanKind === 'loan',
  });

  const chooseKind = (next: LoanKind) => {
    setKind(next);
    setSeenKind(next);
    const query =
      next === 'mortgage'
        ? toolQuery('loan', MORTGAGE_FIELDS, mortgage.values, next)
        : toolQuery('loan', OTHER_LOAN_FIELDS, loan.values, next);
    setParams(query, { replace: true, preventScrollReset: true });
  };

  const terms =
    kind === 'mortgage'
      ? {
          principalDollars: mortgage.values.price - mortgage.values.down,
          rate: mortgage.values.rate,
          years: mortgage.values.years,
        }
      : { principalDollars: loan.values.amount, rate: loan.values.rate, years: loan.values.years };
  const result = amortizeLoan({
    principalCents: toCents(terms.principalDollars),
    annualRatePercent: terms.rate,
    years: terms.years,
  });

  const downShare = !mortgage.stale
    ? `That is ${formatNumber(Math.round((1000 * mortgage.values.down) / mortgage.values.price) / 10)}% of the price; 20% or more usually avoids mortgage insurance.`
    : 'Putting down 20% or more usually avoids mortgage insurance.';

  const form = (
    <>
      <fieldset className={classes.segmented}>
        <legend className={classes.label}>What are you borrowing for?</legend>
        <div className={classes.segments}>
          {LOAN_KINDS.map((value) => (
            <label key={value} className={classes.segment}>
              <input
                type="radio"
                name="loan-kind"
                value={value}
                checked={kind === value}
                onChange={() => chooseKind(value)}
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

  const years = result.years;
  const results = (
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
        describe={(index) => {
          const row = years[index];
          return row
            ? `Year ${row.year}: principal ${exactDollars(row.principalPaidCents)}, interest ${exactDollars(row.interestPaidCents)}, still owed ${exactDollars(row.balanceCents)}`
            : '';
        }}
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
      stale={kind === 'mortgage' ? mortgage.stale : loan.stale}
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
