// The join window of a meeting, kept current: a timer wakes the card when the window opens and
// when it closes, rather than a clock ticking every second.
import { useEffect, useState } from 'react';
import { joinState, msUntilJoinChange } from './join-window';
import type { JoinState } from './join-window';

// Browsers overflow timers beyond about 24.8 days; waking daily and looking again is enough.
const LONGEST_WAIT_MS = 86_400_000;

export function useJoinState(start: string, end: string): JoinState {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const wait = msUntilJoinChange(start, end, now);
    if (wait === null) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait, LONGEST_WAIT_MS) + 50);
    return () => clearTimeout(timer);
  }, [start, end, now]);
  return joinState(start, end, now);
}
