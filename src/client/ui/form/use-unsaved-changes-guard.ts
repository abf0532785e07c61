// Warns before unsaved changes are lost: leaving for another page of the app asks first (the
// shared confirmation), closing or reloading the tab gets the browser's own warning.
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../confirm-provider';

/** `message` names what would be lost, e.g. 'Your changes to your availability have not been saved.' */
export function useUnsavedChangesGuard(unsaved: boolean, message: string): void {
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  // The blocker object changes between renders while blocked; ask once per blocked navigation.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: 'Leave without saving?',
      message,
      confirmLabel: 'Leave without saving',
      cancelLabel: 'Stay on this page',
      destructive: true,
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm, message]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
