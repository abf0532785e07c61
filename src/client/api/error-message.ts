// What a person reads when a call failed for a reason no form field holds: one text for a
// server that was never reached, the server's own words for a refusal it explains (a 4xx), and
// the general apology for everything else (a 5xx hides its details on purpose).
import { ERROR_MESSAGES, isAppError } from '../../shared/errors';
import { HttpError, isNetworkFailure } from './http';

export const OFFLINE_MESSAGE =
  'We could not reach the server. Check your connection and try again.';

/** Where a screen says something else than the usual text, it names the case here. */
export interface MessageOverrides {
  /** Said instead of OFFLINE_MESSAGE when the server was never reached. */
  offline?: string;
  /** Said instead of the server's words for an answer with this status. */
  byStatus?: Partial<Record<number, string>>;
}

/** For the screens that have always said the general apology when offline too. */
export const GENERAL_WHEN_OFFLINE: MessageOverrides = { offline: ERROR_MESSAGES.general };

/** The HTTP status of a failed answer; undefined when there was no answer. */
export function statusOf(error: unknown): number | undefined {
  return isAppError(error) || error instanceof HttpError ? error.status : undefined;
}

export function messageOf(error: unknown, overrides: MessageOverrides = {}): string {
  if (isNetworkFailure(error)) return overrides.offline ?? OFFLINE_MESSAGE;
  const status = statusOf(error);
  const special = status === undefined ? undefined : overrides.byStatus?.[status];
  if (special !== undefined) return special;
  if (isAppError(error) && error.status < 500) return error.message;
  return ERROR_MESSAGES.general;
}
