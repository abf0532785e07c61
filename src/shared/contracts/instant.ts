// The one date-and-time schema of every contract: an ISO 8601 instant with an offset, in the
// sane range of the input rule.
import { z } from 'zod';
import { INPUT_MESSAGES, isInDateRange } from '../input-rules';

export function isoInstantSchema(message: string = INPUT_MESSAGES.chooseTime) {
  return z.iso
    .datetime({ offset: true, error: message })
    .refine(isInDateRange, INPUT_MESSAGES.dateRange);
}
