// Posts errors the browser catches outside the HTTP helper (render and chunk failures) to the
// server's error log (docs/product.md#api).
import { AppError } from '../../shared/errors';
import { SYSTEM_API } from '../../shared/routes/system-api';
import type { ErrorLogEntry } from '../../shared/contracts/system';
import { HttpError, isNetworkFailure } from './http';

export function logClientError(source: string, error: unknown): void {
  if (typeof window === 'undefined') return;
  // The HTTP helper already logged its own failures; network failures are never logged.
  if (error instanceof AppError || error instanceof HttpError || isNetworkFailure(error)) return;
  const failure = error instanceof Error ? error : new Error(String(error));
  const entry: ErrorLogEntry = {
    source: source.slice(0, 200),
    message: (failure.message || failure.name).slice(0, 2000),
    referringUrl: window.location.href.slice(0, 2050),
    otherInformation: (failure.stack ?? '').slice(0, 8000),
    clientDate: new Date().toISOString(),
  };
  void fetch(SYSTEM_API.logError, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(entry),
  }).catch(() => undefined);
}
