// A price in whole US dollars on its rule's range and step. Out-of-range values are kept as typed
// (never clamped) so the shared schema can say what is wrong next to the field.
import '@mantine/core/styles/NumberInput.css';
import { NumberInput } from '@mantine/core';
import type { PriceRule } from '../../../../shared/constants';
import { formatCurrency } from '../../../../shared/format';

/** NumberInput gives '' while the box is empty; NaN keeps it invalid until filled. */
const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);
const shown = (value: number) => (Number.isNaN(value) ? '' : value);

/** e.g. 'Per hour, in US dollars: $5 to $500 in steps of $5.' */
function priceHint(rule: PriceRule, what: string): string {
  return `${what}, in US dollars: ${formatCurrency(rule.min * 100)} to ${formatCurrency(rule.max * 100)} in steps of ${formatCurrency(rule.step * 100)}.`;
}

export function PriceField({
  name,
  label,
  rule,
  per,
  dollars,
  onDollars,
  error,
}: {
  name: string;
  label: string;
  rule: PriceRule;
  /** What the price is for: 'Per hour', 'Flat fee', 'Per month'. */
  per: string;
  dollars: number;
  onDollars: (dollars: number) => void;
  error: string | undefined;
}) {
  return (
    <NumberInput
      name={name}
      label={label}
      description={priceHint(rule, per)}
      prefix="$"
      min={rule.min}
      max={rule.max}
      step={rule.step}
      thousandSeparator=","
      allowNegative={false}
      decimalScale={2}
      clampBehavior="none"
      required
      value={shown(dollars)}
      onChange={(value) => onDollars(numberOf(value))}
      error={error}
    />
  );
}
