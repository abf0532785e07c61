// False during server rendering and the hydrating render, true afterwards (and at once on
// client-side navigation), for output that depends on the clock or the viewer's time zone.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
