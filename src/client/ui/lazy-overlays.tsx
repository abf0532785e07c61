// Modal, Drawer and LoadingOverlay that load their chunk the first time they open.
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { ComponentProps } from 'react';
import type { Drawer, LoadingOverlay, Modal } from '@mantine/core';
import { withChunkTimeout } from '../chunk-timeout';

const loadOverlays = () => withChunkTimeout(import('./overlay-components'));

/** Starts loading the chunk early, when a user shows intent (hover, focus, touch). */
export function preloadOverlays(): void {
  void loadOverlays().catch(() => undefined);
}

const ModalChunk = lazy(() => loadOverlays().then((module) => ({ default: module.Modal })));
const DrawerChunk = lazy(() => loadOverlays().then((module) => ({ default: module.Drawer })));
const LoadingOverlayChunk = lazy(() =>
  loadOverlays().then((module) => ({ default: module.LoadingOverlay })),
);

/** True from the first time `opened` is true, so closing transitions still play. */
function useMountedOnce(opened: boolean): boolean {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  return mounted || opened;
}

const CLOSE_LABEL = { 'aria-label': 'Close' };

/** Mounted beside the chunk inside Suspense, so its effect runs once the chunk has rendered. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * The chunk first renders closed and opens on the next pass, so Mantine sees a real
 * closed-to-open change: that is when it remembers the trigger to return focus to.
 */
function useChunkReady() {
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  return [ready, onReady] as const;
}

export function LazyModal(props: ComponentProps<typeof Modal>) {
  const [ready, onReady] = useChunkReady();
  if (!useMountedOnce(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <ModalChunk closeButtonProps={CLOSE_LABEL} {...props} opened={props.opened && ready} />
      <Ready onReady={onReady} />
    </Suspense>
  );
}

export function LazyDrawer(props: ComponentProps<typeof Drawer>) {
  const [ready, onReady] = useChunkReady();
  if (!useMountedOnce(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <DrawerChunk closeButtonProps={CLOSE_LABEL} {...props} opened={props.opened && ready} />
      <Ready onReady={onReady} />
    </Suspense>
  );
}

export function LazyLoadingOverlay(props: ComponentProps<typeof LoadingOverlay>) {
  if (!props.visible) return null;
  return (
    <Suspense fallback={null}>
      <LoadingOverlayChunk {...props} />
    </Suspense>
  );
}
