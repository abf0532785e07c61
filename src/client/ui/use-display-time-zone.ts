// The zone a signed-in person's pages show times in: the one chosen on their profile, else the
// browser's own. Changing it on the profile refreshes the active user, so every page follows.
import { isValidTimeZone } from '../../shared/time-zones';
import { useAuth } from '../auth/auth-context';
import { viewerTimeZone } from './viewer-time-zone';

export function useDisplayTimeZone(): string {
  const { user } = useAuth();
  const chosen = user?.timeZoneChosen ? user.timeZone : undefined;
  return chosen && isValidTimeZone(chosen) ? chosen : viewerTimeZone();
}
