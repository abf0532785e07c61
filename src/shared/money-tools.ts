// The Money Tools calculators' inputs (docs/product.md#money-tools): each field's range, unit and
// starting value, the rules between fields and their messages. The forms check typed text
// against them, and links that carry the inputs in their query are read against them too.

export type MoneyToolUnit = 'dollars' | 'percent' | 'years' | 'age';

export interface MoneyToolField {
  min: number;
  max: number;
  unit: MoneyToolUnit;
  /** Whole numbers only (years and ages). */
  whole?: boolean;
  /** Left empty, the field reads as 0. */
  optional?: boolean;
  /** What the field holds until the visitor changes it. */
  initial: number;
}

export type MoneyToolFields<K extends string> = Record<K, MoneyToolField>;

/** A rule across fields: the message for each field that breaks it, or nothing. */
export type CrossFieldRule<K extends string> = (
  values: Record<K, number>,
) => Partial<Record<K, string>>;

export const MONEY_TOOL_IDS = ['growth', 'retirement', 'loan'] as const;
export type MoneyToolId = (typeof MONEY_TOOL_IDS)[number];
export const DEFAULT_MONEY_TOOL: MoneyToolId = 'growth';

export const LOAN_KINDS = ['mortgage', 'loan'] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];
export const DEFAULT_LOAN_KIND: LoanKind = 'mortgage';

/** The query parameters that name the calculator and the kind of loan; fields use their keys. */
export const MONEY_TOOL_PARAMS = { tool: 'tool', loanKind: 'kind' } as const;

export type GrowthField = 'initial' | 'monthly' | 'rate' | 'years' | 'raise';

export const GROWTH_FIELDS: MoneyToolFields<GrowthField> = {
  initial: { min: 0, max: 100_000_000, unit: 'dollars', initial: 10_000 },
  monthly: { min: 0, max: 1_000_000, unit: 'dollars', initial: 500 },
  rate: { min: 0, max: 30, unit: 'percent', initial: 7 },
  years: { min: 1, max: 60, unit: 'years', whole: true, initial: 30 },
  raise: { min: 0, max: 20, unit: 'percent', optional: true, initial: 0 },
};

export type RetirementField =
  'age' | 'retireAt' | 'savings' | 'monthly' | 'rate' | 'inflation' | 'income' | 'withdrawal';

export const RETIREMENT_FIELDS: MoneyToolFields<RetirementField> = {
  age: { min: 16, max: 90, unit: 'age', whole: true, initial: 35 },
  retireAt: { min: 30, max: 100, unit: 'age', whole: true, initial: 65 },
  savings: { min: 0, max: 100_000_000, unit: 'dollars', initial: 50_000 },
  monthly: { min: 0, max: 1_000_000, unit: 'dollars', initial: 800 },
  rate: { min: 0, max: 20, unit: 'percent', initial: 6 },
  inflation: { min: 0, max: 15, unit: 'percent', initial: 2.5 },
  income: { min: 0, max: 10_000_000, unit: 'dollars', initial: 60_000 },
  withdrawal: { min: 1, max: 10, unit: 'percent', initial: 4 },
};

export const retireAfterToday: CrossFieldRule<RetirementField> = (values) =>
  values.retireAt > values.age
    ? {}
    : { retireAt: 'Enter a retirement age later than your age today.' };

const LOAN_RATE: MoneyToolField = { min: 0, max: 30, unit: 'percent', initial: 6.5 };
const LOAN_TERM: MoneyToolField = { min: 1, max: 50, unit: 'years', whole: true, initial: 30 };

export type MortgageField = 'price' | 'down' | 'rate' | 'years';

export const MORTGAGE_FIELDS: MoneyToolFields<MortgageField> = {
  price: { min: 1_000, max: 100_000_000, unit: 'dollars', initial: 400_000 },
  down: { min: 0, max: 100_000_000, unit: 'dollars', initial: 80_000 },
  rate: LOAN_RATE,
  years: LOAN_TERM,
};

export const downBelowPrice: CrossFieldRule<MortgageField> = (values) =>
  values.down < values.price ? {} : { down: 'Enter a down payment smaller than the home price.' };

export type OtherLoanField = 'amount' | 'rate' | 'years';

export const OTHER_LOAN_FIELDS: MoneyToolFields<OtherLoanField> = {
  amount: { min: 100, max: 100_000_000, unit: 'dollars', initial: 25_000 },
  rate: { ...LOAN_RATE, initial: 7.5 },
  years: { ...LOAN_TERM, initial: 5 },
};

/** Whether a number is one the field accepts (range, and whole where it must be). */
export function fitsField(
  value: number,
  field: Pick<MoneyToolField, 'min' | 'max' | 'whole'>,
): boolean {
  return (
    Number.isFinite(value) &&
    value >= field.min &&
    value <= field.max &&
    (!field.whole || Number.isInteger(value))
  );
}

/** Every field's starting value. */
export function initialValues<K extends string>(fields: MoneyToolFields<K>): Record<K, number> {
  const keys = Object.keys(fields) as K[];
  return Object.fromEntries(keys.map((key) => [key, fields[key].initial])) as Record<K, number>;
}
