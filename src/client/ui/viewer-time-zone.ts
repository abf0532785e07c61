// The zone the browser runs in: where times show until a signed-in person chooses a zone on their
// profile (use-display-time-zone.ts), and on pages for people who are not signed in.
import { isValidTimeZone } from '../../shared/time-zones';

const FALLBACK_ZONE = 'UTC';

export function viewerTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : FALLBACK_ZONE;
  } catch {
    return FALLBACK_ZONE;
  }
}
