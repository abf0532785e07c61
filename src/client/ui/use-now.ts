// The current time for what a page shows about it (statuses, change windows, countdowns), read
// again every `tickMs` so a page left open does not go stale.
import { useEffect, useState } from 'react';

const DEFAULT_TICK_MS = 60_000;

export function useNow(tickMs = DEFAULT_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
