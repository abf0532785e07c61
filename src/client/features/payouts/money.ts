// Money on the earnings page: a true minus sign for what is taken off.
import { formatCurrency, formatMonth } from '../../../shared/format';

export function signedMoney(cents: number): string {
  // Math.abs also turns -0 into 0, so nothing reads '-$0'.
  return cents < 0 ? `−${formatCurrency(-cents)}` : formatCurrency(Math.abs(cents));
}

/** 'March 2024' for '2024-03'. */
export const monthLabel = formatMonth;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 5, 2024' for '2024-03-05' (already the advisor's day). */
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
