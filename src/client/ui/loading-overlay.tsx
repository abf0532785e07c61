// A page-wide loading overlay for work that must block the page (payments, uploads …).
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { LazyLoadingOverlay as LoadingOverlay } from './lazy-overlays';
import { MODAL_Z_INDEX } from '../../shared/constants';

export interface LoadingOverlayControls {
  show(): void;
  hide(): void;
  /** Shows the overlay until the work settles, then passes its result or error through. */
  during<T>(work: Promise<T>): Promise<T>;
  visible: boolean;
}

const LoadingOverlayContext = createContext<LoadingOverlayControls | null>(null);

export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  // A count, so overlapping pieces of work keep it up until the last one ends.
  const [count, setCount] = useState(0);
  const show = useCallback(() => setCount((value) => value + 1), []);
  const hide = useCallback(() => setCount((value) => Math.max(0, value - 1)), []);
  const during = useCallback(
    async <T,>(work: Promise<T>): Promise<T> => {
      show();
      try {
        return await work;
      } finally {
        hide();
      }
    },
    [show, hide],
  );

  const value = useMemo<LoadingOverlayControls>(
    () => ({ show, hide, during, visible: count > 0 }),
    [show, hide, during, count],
  );

  return (
    <LoadingOverlayContext value={value}>
      {children}
      {count > 0 && (
        <LoadingOverlay
          visible
          pos="fixed"
          zIndex={MODAL_Z_INDEX + 10}
          overlayProps={{ blur: 1 }}
          loaderProps={{ 'aria-label': 'Loading' }}
        />
      )}
    </LoadingOverlayContext>
  );
}

export function useLoadingOverlay(): LoadingOverlayControls {
  const value = useContext(LoadingOverlayContext);
  if (!value) throw new Error('useLoadingOverlay must be used inside <LoadingOverlayProvider>.');
  return value;
}
