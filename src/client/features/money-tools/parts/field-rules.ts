// Parsing and range checks for the calculators' number inputs. People type '$250,000' or
// '6.5%', so symbols and thousands separators are accepted and ignored.
import { formatCurrency, formatNumber } from '../../../../shared/format';
import { fitsField } from '../../../../shared/money-tools';
import type { MoneyToolField, MoneyToolUnit } from '../../../../shared/money-tools';

export type FieldUnit = MoneyToolUnit;

/** A field's range and unit (src/shared/money-tools.ts); its starting value is not needed here. */
export type FieldRule = Omit<MoneyToolField, 'initial'>;

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
  if (!fitsField(value, rule)) return { error: `Enter ${range}.` };
  return { value };
}

/** How a value reads in its field: '10,000' for dollars, '6.5' for the rest. */
export function fieldText(value: number, rule: FieldRule): string {
  return rule.unit === 'dollars' ? formatNumber(value) : String(value);
}

/** The tidy form of a valid entry, shown once the field loses focus. */
export function tidyFieldText(text: string, rule: FieldRule): string {
  const check = checkField(text, rule);
  if (check.error !== undefined || text.trim() === '') return text;
  return fieldText(check.value, rule);
}

export const toCents = (dollarsValue: number) => Math.round(dollarsValue * 100);
