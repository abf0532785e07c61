// Runs a sign-in step once, as soon as it may run. Effects run twice in development's strict
// mode, and a sign-in step (a code exchange, a redirect) must not.
import { useEffect, useRef } from 'react';

export function useRunOnce(ready: boolean, run: () => void): void {
  const done = useRef(false);
  // No dependency list on purpose: it checks after every render until it has run.
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    run();
  });
}
