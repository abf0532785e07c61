// Where the log-in and register pages come back to, read one way for both
// (docs/product.md#sign-in): the `returnUrl` they were given, else the last page visited; and
// what is being booked, which the provider's pages show. Registering therefore keeps the way back
// exactly as logging in does.
import { AUTH_PAGES, BOOKING_CONTEXT_PARAM, RETURN_URL_PARAM } from '../../shared/routes/identity';
import { readLastUrls } from '../tracking/url-history';

export interface SignInTarget {
  returnUrl: string | undefined;
  booking: string | undefined;
}

export function signInTarget(params: URLSearchParams): SignInTarget {
  return {
    returnUrl: params.get(RETURN_URL_PARAM) ?? readLastUrls()[0],
    booking: params.get(BOOKING_CONTEXT_PARAM) ?? undefined,
  };
}

const withTarget = (page: string, returnUrl: string, booking?: string) =>
  `${page}?${RETURN_URL_PARAM}=${encodeURIComponent(returnUrl)}${
    booking ? `&${BOOKING_CONTEXT_PARAM}=${encodeURIComponent(booking)}` : ''
  }`;

/**
 * The log-in page that comes back to `returnUrl`; `booking` (shared/contracts/booking-context.ts)
 * lets the sign-in pages show what is booked.
 */
export const loginUrlFor = (returnUrl: string, booking?: string) =>
  withTarget(AUTH_PAGES.login, returnUrl, booking);
