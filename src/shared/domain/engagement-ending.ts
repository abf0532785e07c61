// A cancelled Ongoing keeps the quarter its client paid for (ADR 0067): it stays 'active', with
// its cancellation date and last day, until a sweep ends it after that day. Pages say so alike.
import { formatIsoDate } from './engagement-dates';

interface EndingFacts {
  status: string;
  cancelledAt: string | Date | null;
  endsOn: string | null;
}

/** Cancelled, but still running to its last day (check-ins and booking included). */
export function isEnding(engagement: EndingFacts): boolean {
  return engagement.status === 'active' && engagement.cancelledAt !== null;
}

/** "Ends on March 4, 2027" for an engagement that is ending; null otherwise. */
export function endingLine(engagement: EndingFacts): string | null {
  if (!isEnding(engagement) || !engagement.endsOn) return null;
  return `Ends on ${formatIsoDate(engagement.endsOn)}`;
}
