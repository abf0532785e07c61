// Parsing and range checks for the calculators' number inputs. People type '$250,000' or
// '6.5%', so symbols and thousands separators are accepted and ignored.
import { formatCurrency, formatNumber } from '../../../../shared/format';

export type FieldUnit = 'dollars' | 'percent' | 'years' | 'age';

export interface FieldRule {
  min: number;
  max: number;
  unit: FieldUnit;
  /** Whole numbers only (years and ages). */
  whole?: boolean;
  /** Left empty, the field reads as 0. */
  optional?: boolean;
}

export type FieldCheck =
  { value: number; error?: undefined } | { value?: undefined; error: string };

export function parseNumberText(text: string): number | null {
  const cleaned = text.replace(/[\s$,%]/g, '');
  if (cleaned === '' || !/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

const dollars = (value: number) => formatCurrency(Math.round(value * 100));

function rangeText(rule: FieldRule): string {
  switch (rule.unit) {
    case 'dollars':
      return `an amount from ${dollars(rule.min)} to ${dollars(rule.max)}`;
    case 'percent':
      return `a rate from ${formatNumber(rule.min)}% to ${formatNumber(rule.max)}%`;
    case 'years':
      return `a whole number of years from ${rule.min} to ${rule.max}`;
    case 'age':
      return `an age from ${rule.min} to ${rule.max}`;
  }
}

export function checkField(text: string, rule: FieldRule): FieldCheck {
  if (rule.optional && text.trim() === '') return { value: 0 };
  const value = parseNumberText(text);
  const range = rangeText(rule);
  if (value === null) return { error: `Enter a number: ${range}.` };
  if (value < rule.min || value > rule.max || (rule.whole && !Number.isInteger(value))) {
    return { error: `Enter ${range}.` };
  }
  return { value };
}

/** The tidy form of a valid entry, shown once the field loses focus. */
export function tidyFieldText(text: string, rule: FieldRule): string {
  const check = checkField(text, rule);
  if (check.error !== undefined || text.trim() === '') return text;
  return rule.unit === 'dollars' ? formatNumber(check.value) : String(check.value);
}

export const toCents = (dollarsValue: number) => Math.round(dollarsValue * 100);
