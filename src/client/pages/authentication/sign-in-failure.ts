// Why a sign-in failed, as the login-failed page explains it (docs/product.md#errors).
import { SIGN_IN_MESSAGES } from '../../../shared/errors';
import { logClientError } from '../../api/error-log';
import { SignInSettingsError, isWindowClosedError } from '../../auth/sign-in-manager';

export interface SignInFailure {
  reason: 'windowClosed' | 'error';
  /** Shown under the message when it helps: unloadable settings, the provider's own words. */
  detail?: string;
}

export function signInFailure(error: unknown): SignInFailure {
  logClientError('sign-in', error);
  if (isWindowClosedError(error)) return { reason: 'windowClosed' };
  if (error instanceof SignInSettingsError) return { reason: 'error', detail: error.message };
  // oidc-client-ts's ErrorResponse carries the provider's error description.
  if (error instanceof Error && error.name === 'ErrorResponse' && error.message) {
    return { reason: 'error', detail: error.message };
  }
  return { reason: 'error' };
}

function isSignInFailure(value: unknown): value is SignInFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    ((value as SignInFailure).reason === 'error' ||
      (value as SignInFailure).reason === 'windowClosed')
  );
}

export function failureMessage(state: unknown): { message: string; detail?: string } {
  if (!isSignInFailure(state)) return { message: SIGN_IN_MESSAGES.signInError };
  return {
    message:
      state.reason === 'windowClosed'
        ? SIGN_IN_MESSAGES.windowClosed
        : SIGN_IN_MESSAGES.signInError,
    ...(state.detail ? { detail: state.detail } : {}),
  };
}
