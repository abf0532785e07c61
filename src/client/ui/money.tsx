// Prices shown as docs/product.md#display says; amounts arrive as integer cents.
import { formatHourlyRate, formatPriceRange } from '../../shared/format';
import type { PriceRange as PriceRangeValue } from '../../shared/format';

export function HourlyRate({ cents, className }: { cents: number; className?: string }) {
  return <span className={className}>{formatHourlyRate(cents)}/hour</span>;
}

export function PriceRange({ range, className }: { range: PriceRangeValue; className?: string }) {
  return <span className={className}>{formatPriceRange(range)}</span>;
}
