// Calculator (b): whether today's savings plan supports the retirement income you want.
import { formatNumber } from '../../../shared/format';
import { RETIREMENT_FIELDS, retireAfterToday } from '../../../shared/money-tools';
import { DataTable } from '../../ui/charts/chart-frame';
import { toCents } from './parts/field-rules';
import { LineChart } from '../../ui/charts/line-chart';
import { NumberField } from './parts/number-field';
import { projectRetirement } from './parts/retirement';
import { ResultStats, ToolLayout, wholeDollars } from './parts/tool-parts';
import type { Stat } from './parts/tool-parts';
import { useCalculatorFields, useQueryTool } from './parts/use-calculator-fields';
import classes from './parts/fields.module.css';

export function RetirementTool() {
  const { field, values, stale } = useCalculatorFields({
    tool: 'retirement',
    fields: RETIREMENT_FIELDS,
    cross: retireAfterToday,
    active: useQueryTool().tool === 'retirement',
  });

  const result = projectRetirement({
    currentAge: values.age,
    retirementAge: values.retireAt,
    currentSavingsCents: toCents(values.savings),
    monthlySavingCents: toCents(values.monthly),
    annualReturnPercent: values.rate,
    inflationPercent: values.inflation,
    desiredIncomeCents: toCents(values.income),
    withdrawalRatePercent: values.withdrawal,
  });

  const form = (
    <>
      <div className={classes.pair}>
        <NumberField id="retire-age" label="Your age today" unit="age" {...field('age')} />
        <NumberField id="retire-at" label="Retirement age" unit="age" {...field('retireAt')} />
      </div>
      <NumberField id="retire-savings" label="Saved so far" unit="dollars" {...field('savings')} />
      <NumberField
        id="retire-monthly"
        label="Monthly saving"
        unit="dollars"
        {...field('monthly')}
      />
      <NumberField
        id="retire-rate"
        label="Expected annual return"
        unit="percent"
        hint="Before inflation. No return is guaranteed."
        {...field('rate')}
      />
      <NumberField id="retire-inflation" label="Inflation" unit="percent" {...field('inflation')} />
      <NumberField
        id="retire-income"
        label="Yearly income you want from savings"
        unit="dollars"
        hint="In today’s dollars, on top of Social Security or any pension."
        {...field('income')}
      />
      <NumberField
        id="retire-withdrawal"
        label="Safe withdrawal rate"
        unit="percent"
        hint="4% is the classic rule of thumb for a 30-year retirement."
        {...field('withdrawal')}
      />
    </>
  );

  const short = result.incomeGapCents > 0;
  const gap: Stat = short
    ? {
        label: 'Shortfall',
        value: `${wholeDollars(result.incomeGapCents)} a year`,
        tone: 'warn',
        note: `Saving about ${wholeDollars(result.extraMonthlySavingCents)} more a month could close it.`,
      }
    : {
        label: 'On track',
        value: `${wholeDollars(-result.incomeGapCents)} a year to spare`,
        tone: 'good',
        note: 'Your plan supports more than the income you asked for.',
      };
  const stats: Stat[] = [
    {
      label: `Savings at ${values.retireAt}`,
      value: wholeDollars(result.projectedBalanceCents),
      note: `About ${wholeDollars(result.projectedRealBalanceCents)} in today’s dollars.`,
      primary: true,
    },
    {
      label: 'Income it supports',
      value: `${wholeDollars(result.supportedIncomeCents)} a year`,
      note: `At a ${formatNumber(values.withdrawal)}% withdrawal rate, in today’s dollars.`,
    },
    {
      label: 'Savings your goal needs',
      value: wholeDollars(result.targetBalanceCents),
      note: 'In today’s dollars.',
    },
    gap,
  ];
  const results = (
    <>
      <ResultStats stats={stats} />
      <LineChart
        title="Projected savings in today’s dollars"
        summary={`Line chart of projected savings in today’s dollars from age ${values.age} to ${values.retireAt}, reaching ${wholeDollars(result.projectedRealBalanceCents)} against a target of ${wholeDollars(result.targetBalanceCents)}.`}
        points={result.points.map((point) => ({ x: point.age, y: point.realBalanceCents }))}
        lineLabel="Projected savings"
        target={{ label: 'Savings your goal needs', value: result.targetBalanceCents }}
        describe={(index) => {
          const point = result.points[index];
          return point
            ? `Age ${point.age}: ${wholeDollars(point.realBalanceCents)} in today’s dollars (${wholeDollars(point.balanceCents)} then)`
            : '';
        }}
        table={
          <DataTable
            caption="Projected savings at each age"
            columns={['Age', 'Savings', 'In today’s dollars']}
            rows={result.points.map((point) => [
              point.age,
              wholeDollars(point.balanceCents),
              wholeDollars(point.realBalanceCents),
            ])}
          />
        }
      />
    </>
  );

  return (
    <ToolLayout
      id="retirement"
      title="Retirement savings calculator"
      intro="Check whether what you save today could pay for the retirement you want. We project your savings to your retirement age, turn the balance into a yearly income and compare it with your goal."
      form={form}
      results={results}
      stale={stale}
      notes={
        <>
          <p>
            Savings grow at your expected return, compounding monthly, with the same monthly amount
            added at the end of each month. Future balances are divided by inflation to show them in
            today’s dollars, so you can compare them with prices you know.
          </p>
          <p>
            The safe withdrawal rate turns a balance into income. The ‘4% rule’ comes from studies
            of US market history in which taking 4% of the starting balance in the first year, then
            raising it with inflation, lasted at least 30 years. It is a rule of thumb, not a
            promise. Taxes, Social Security and pensions are not included.
          </p>
        </>
      }
    />
  );
}
