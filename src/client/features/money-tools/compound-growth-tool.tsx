// Calculator (a): what a starting amount and monthly saving grow to.
import { GROWTH_FIELDS } from '../../../shared/money-tools';
import { projectCompoundGrowth } from './parts/compound-growth';
import { toCents } from './parts/field-rules';
import { NumberField } from './parts/number-field';
import { DataTable } from '../../ui/charts/chart-frame';
import { StackedBarChart } from '../../ui/charts/stacked-bar-chart';
import { ResultStats, ToolLayout, wholeDollars } from './parts/tool-parts';
import { useCalculatorFields, useQueryTool } from './parts/use-calculator-fields';

export function CompoundGrowthTool() {
  const { field, values, stale } = useCalculatorFields({
    tool: 'growth',
    fields: GROWTH_FIELDS,
    active: useQueryTool().tool === 'growth',
  });

  // A few hundred steps at most: cheap enough to redo on every keystroke.
  const result = projectCompoundGrowth({
    initialCents: toCents(values.initial),
    monthlyContributionCents: toCents(values.monthly),
    annualReturnPercent: values.rate,
    years: values.years,
    contributionGrowthPercent: values.raise,
  });

  const form = (
    <>
      <NumberField
        id="growth-initial"
        label="Starting amount"
        unit="dollars"
        {...field('initial')}
      />
      <NumberField
        id="growth-monthly"
        label="Monthly contribution"
        unit="dollars"
        {...field('monthly')}
      />
      <NumberField
        id="growth-rate"
        label="Expected annual return"
        unit="percent"
        hint="Before inflation and fees. No return is guaranteed."
        {...field('rate')}
      />
      <NumberField id="growth-years" label="Years to grow" unit="years" {...field('years')} />
      <NumberField
        id="growth-raise"
        label="Yearly raise in contributions (optional)"
        unit="percent"
        hint="For example 3 to save more as your pay rises."
        {...field('raise')}
      />
    </>
  );

  const years = values.years;
  const results = (
    <>
      <ResultStats
        stats={[
          {
            label: `Balance after ${years} ${years === 1 ? 'year' : 'years'}`,
            value: wholeDollars(result.finalBalanceCents),
            primary: true,
          },
          { label: 'You put in', value: wholeDollars(result.totalContributedCents) },
          {
            label: 'Growth from returns',
            value: wholeDollars(result.totalGrowthCents),
            note:
              result.finalBalanceCents > 0
                ? `${Math.round((100 * result.totalGrowthCents) / result.finalBalanceCents)}% of the balance`
                : undefined,
          },
        ]}
      />
      <StackedBarChart
        title="Balance by year"
        summary={`Bar chart of the balance at the end of each of ${years} years. By year ${years}, contributions total ${wholeDollars(result.totalContributedCents)} and growth ${wholeDollars(result.totalGrowthCents)}, for a balance of ${wholeDollars(result.finalBalanceCents)}.`}
        categories={result.years.map((row) => row.year)}
        series={[
          {
            label: 'Contributions',
            color: 'navy',
            values: result.years.map((row) => row.contributedCents),
          },
          {
            label: 'Growth',
            color: 'teal',
            values: result.years.map((row) => Math.max(0, row.growthCents)),
          },
        ]}
        describe={(index) => {
          const row = result.years[index];
          return row
            ? `Year ${row.year}: balance ${wholeDollars(row.balanceCents)}, of which contributions ${wholeDollars(row.contributedCents)} and growth ${wholeDollars(row.growthCents)}`
            : '';
        }}
        table={
          <DataTable
            caption="Balance at the end of each year"
            columns={['Year', 'Contributions', 'Growth', 'Balance']}
            rows={result.years.map((row) => [
              row.year,
              wholeDollars(row.contributedCents),
              wholeDollars(row.growthCents),
              wholeDollars(row.balanceCents),
            ])}
          />
        }
      />
    </>
  );

  return (
    <ToolLayout
      id="growth"
      title="Compound growth calculator"
      intro="See what a starting sum and steady monthly saving could grow to when returns are left to reinvest. Over long periods, growth earned on earlier growth does most of the work, which is why starting early matters more than starting big."
      form={form}
      results={results}
      stale={stale}
      notes={
        <>
          <p>
            Your annual return is treated as an effective yearly rate that compounds monthly, so a
            lump sum grows exactly as with yearly compounding: $10,000 at 7% becomes $19,671.51
            after 10 years. Each month’s contribution is added at the end of the month and starts
            earning from the next, and it rises once a year by the raise you enter.
          </p>
          <p>
            The return is assumed to be the same every year, before taxes, fees and inflation. Real
            markets rise and fall, so treat the result as one possible path, not a forecast.
          </p>
        </>
      }
    />
  );
}
