// Requests the browser cancels because the page is going away (the app's own redirect to sign-in,
// a link to the payment gateway, the visitor leaving) are not failures: the HTTP helper and the
// system calls neither post nor print them (docs/product.md#errors). Chromium rejects such a
// fetch with "Failed to fetch", like a dropped network, so the page says when it is leaving.
import { isNetworkFailure } from './http';

/** How long after a leave that did not happen (a "stay on page" answer) failures count again. */
const LEAVE_WINDOW_MS = 10_000;

let leavingUntil = 0;

/** Called just before the app itself sends the browser to another page. */
export function markPageLeaving(now = Date.now()): void {
  leavingUntil = now + LEAVE_WINDOW_MS;
}

/** Installed once at start: any navigation away from the document marks it leaving. */
export function watchPageLeaving(target: {
  addEventListener(type: string, listener: () => void): void;
}): void {
  target.addEventListener('beforeunload', () => markPageLeaving());
  target.addEventListener('pagehide', () => markPageLeaving());
  // Back from the back-forward cache: the page is here again.
  target.addEventListener('pageshow', () => {
    leavingUntil = 0;
  });
}

/** An aborted request, or one the browser dropped because the page is leaving. */
export function isCancelledRequest(error: unknown, now = Date.now()): boolean {
  if (error instanceof Error && error.name === 'AbortError') return true;
  return now < leavingUntil && isNetworkFailure(error);
}
