// The calculators' inputs in the page's query (docs/product.md#money-tools), so a link opens a
// calculator with its numbers: `?tool=loan&kind=loan&amount=25000&rate=7.5&years=5`. Reading never
// fails: a value that is missing, malformed or out of its range is replaced by the fallback.
import {
  DEFAULT_LOAN_KIND,
  DEFAULT_MONEY_TOOL,
  LOAN_KINDS,
  MONEY_TOOL_IDS,
  MONEY_TOOL_PARAMS,
  fitsField,
  initialValues,
} from '../../../shared/money-tools';
import type {
  CrossFieldRule,
  LoanKind,
  MoneyToolFields,
  MoneyToolId,
} from '../../../shared/money-tools';

export function toolOf(value: string | null): MoneyToolId {
  return MONEY_TOOL_IDS.find((tool) => tool === value) ?? DEFAULT_MONEY_TOOL;
}

export function loanKindOf(value: string | null): LoanKind {
  return LOAN_KINDS.find((kind) => kind === value) ?? DEFAULT_LOAN_KIND;
}

/** Plain decimals only in links: what we write, nothing a person would have to decode. */
const PLAIN_NUMBER = /^\d{1,12}(\.\d{1,6})?$/;

function readNumber(text: string | null): number | null {
  return text !== null && PLAIN_NUMBER.test(text) ? Number(text) : null;
}

/**
 * The fields' values in the query: each one that fits its rule, the fallback's for the rest; and
 * when the values together break `cross`, the fallback's for the fields it names.
 */
export function readFields<K extends string>(
  fields: MoneyToolFields<K>,
  params: URLSearchParams,
  fallback: Record<K, number> = initialValues(fields),
  cross?: CrossFieldRule<K>,
): Record<K, number> {
  const keys = Object.keys(fields) as K[];
  const values = { ...fallback };
  for (const key of keys) {
    const value = readNumber(params.get(key));
    if (value !== null && fitsField(value, fields[key])) values[key] = value;
  }
  if (!cross) return values;
  const broken = keys.filter((key) => cross(values)[key] !== undefined);
  for (const key of broken) values[key] = fallback[key];
  return keys.some((key) => cross(values)[key] !== undefined) ? { ...fallback } : values;
}

/** The query for a calculator with its values (and, for the loan calculator, the kind of loan). */
export function toolQuery<K extends string>(
  tool: MoneyToolId,
  fields: MoneyToolFields<K>,
  values: Record<K, number>,
  loanKind?: LoanKind,
): URLSearchParams {
  const params = new URLSearchParams({ [MONEY_TOOL_PARAMS.tool]: tool });
  if (loanKind) params.set(MONEY_TOOL_PARAMS.loanKind, loanKind);
  for (const key of Object.keys(fields) as K[]) params.set(key, String(values[key]));
  return params;
}

/** The same values give the same text: compares what a form holds with what the link says. */
export function valuesKey<K extends string>(
  fields: MoneyToolFields<K>,
  values: Record<K, number>,
): string {
  return (Object.keys(fields) as K[]).map((key) => String(values[key])).join('&');
}
