// The error catalogue (docs/product.md#errors): the codes the client knows plus the server's own.
// One AppError type travels from service to HTTP answer to the client, which rebuilds it from the
// response body.
import { RESCHEDULE_CANCEL_NOTICE_HOURS } from './constants';

export const ERROR_MESSAGES = {
  notLoggedIn: 'You must be logged in to continue.',
  deletedEntity: 'The requested record has been deleted.',
  noMatchingAdvisor: 'The requested advisor was not found.',
  refundFailed: 'The refund to the customer failed.',
  general: "We're sorry, but an error occurred.",
  // Our own codes.
  validation: 'Some fields need your attention.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'The requested page or record was not found.',
  conflict: 'That conflicts with a change made by someone else.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  payloadTooLarge: 'That request is too large.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  paymentDeclined: 'Your card was declined. Please try another card.',
  holdExpired: 'Your hold on this time has lapsed. Please choose a time again.',
  misdirected: 'This site is not served at this address.',
  agreementsRequired: 'Please read and accept the current client agreements before booking.',
  residenceRequired: 'Please tell us which state you live in before booking.',
  residenceNotServed: 'This advisor does not advise residents of your state.',
  residenceOutsideUs:
    'Our advisors advise US residents only, so this advisor cannot be booked from outside the US.',
  unsupportedFileType: 'This kind of file cannot be kept here.',
  duplicateFileName: 'A file with this name is already there. Replace it or keep both.',
  changeWindowClosed: `Meetings can be rescheduled or cancelled free of charge until ${RESCHEDULE_CANCEL_NOTICE_HOURS} hours before they start. Please contact us if you need help.`,
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ERROR_STATUS: Record<ErrorCode, number> = {
  notLoggedIn: 401,
  deletedEntity: 410,
  noMatchingAdvisor: 404,
  refundFailed: 502,
  general: 500,
  validation: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  rateLimited: 429,
  payloadTooLarge: 413,
  unavailable: 503,
  paymentDeclined: 402,
  holdExpired: 410,
  changeWindowClosed: 409,
  residenceRequired: 409,
  residenceNotServed: 409,
  residenceOutsideUs: 409,
  agreementsRequired: 409,
  misdirected: 421,
  unsupportedFileType: 415,
  duplicateFileName: 409,
};

/** The answer to a request on another host than the site's own (PUBLIC_URL). */
export function misdirectedMessage(origin: string): string {
  return `${ERROR_MESSAGES.misdirected} Please open ${origin} instead.`;
}

/** `residenceNotServed` naming the state, e.g. 'This advisor does not advise residents of Ohio.' */
export function residenceNotServedMessage(stateName: string): string {
  return `This advisor does not advise residents of ${stateName}.`;
}

/** Field name → messages, for 400 answers. */
export type FieldErrors = Record<string, string[]>;

/** The JSON body of every error answer. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  fieldErrors?: FieldErrors;
  requestId?: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(code: ErrorCode, message?: string, fieldErrors?: FieldErrors) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fieldErrors = fieldErrors;
  }

  toBody(requestId?: string): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      ...(requestId ? { requestId } : {}),
    };
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/** Logged when a system call fails (docs/product.md#errors), then the error is rethrown. */
export const SYSTEM_CALL_FAILURE = {
  featureFlag: (name: string) => `An error occurred while getting feature flag value: ${name}.`,
  appInfo: 'An error occurred while getting app information.',
  systemKeys: 'An error occurred while getting system keys.',
} as const;

export const SIGN_IN_MESSAGES = {
  signInError: 'There was an error signing in.',
  windowClosed: 'The user closed the window.',
} as const;

/**
 * True for an AppError, including one made by another copy of this module: the server renderer
 * is bundled separately from the services it calls, so `instanceof` alone is not enough.
 */
export function isAppError(error: unknown): error is AppError {
  if (error instanceof AppError) return true;
  return (
    error instanceof Error &&
    error.name === 'AppError' &&
    isErrorCode((error as { code?: unknown }).code) &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}
