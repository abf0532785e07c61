// When a failed read is tried again. A refusal (not signed in, not yours, not found, no profile)
// will not change on a second try; a failure (the server's, the network's) might, once.
import { isAppError } from '../../shared/errors';

/** For TanStack Query's `retry` option. */
export function retryOnlyFailures(failureCount: number, error: Error): boolean {
  if (isAppError(error) && error.status < 500) return false;
  return failureCount < 1;
}
