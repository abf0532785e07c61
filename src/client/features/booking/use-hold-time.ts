// Continue from a chosen time: a visitor who is not signed in goes to log in (the sign-in pages
// show what is being booked) and comes back to the same time, which is then held at once; a
// signed-in client holds it and moves on to the checkout. A time someone else took first is said
// plainly and the calendar is read again. An advisor who does not serve where the client lives is
// refused with links to advisors who do; outside the US leads to the non-US page (ADR 0054).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { holdRequestSchema } from '../../../shared/contracts/booking';
import { encodeBookingContext } from '../../../shared/contracts/booking-context';
import { isOutsideUs } from '../../../shared/contracts/residence';
import { SLOT_TAKEN_MESSAGE } from '../../../shared/domain/availability';
import { ERROR_MESSAGES, isAppError } from '../../../shared/errors';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { SITE_PAGES } from '../../../shared/routes/site';
import { bookingKeys, holdTime } from './booking-api';
import { messageOf } from '../../api/error-message';
import { useAuth } from '../../auth/auth-context';
import { loginUrlFor } from '../../auth/sign-in-target';
import { saveReturnUrl } from '../../tracking/url-history';

export interface HoldProblem {
  message: string;
  /** The state the advisor does not serve: the page links to advisors who do. */
  notServed?: string;
  /** The server needs to know where the client lives first. */
  askResidence?: boolean;
}

export interface ProceedOptions {
  start: string;
  timeZone: string;
  /** Brings a visitor back to this time after logging in. */
  returnUrl: string;
  /** Clears the choice when the time was taken. */
  onTaken: () => void;
  /** Where the client said they live, when the page asked. */
  residence?: string;
  /** The time page was reloaded after sign-in: the checkout replaces it in history. */
  replace?: boolean;
}

export function useHoldTime(advisorSlug: string) {
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<HoldProblem | null>(null);
  const hold = useMutation({ mutationFn: holdTime });

  const goToLogIn = ({ start, timeZone, returnUrl }: ProceedOptions) => {
    saveReturnUrl(returnUrl);
    void navigate(loginUrlFor(returnUrl, encodeBookingContext({ advisorSlug, start, timeZone })));
  };

  const proceed = (options: ProceedOptions) => {
    if (auth.status === 'loading' || hold.isPending) return;
    setProblem(null);
    if (options.residence && isOutsideUs(options.residence) && auth.status === 'signedOut') {
      void navigate(SITE_PAGES.nonUs);
      return;
    }
    if (auth.status === 'signedOut') {
      goToLogIn(options);
      return;
    }
    const request = holdRequestSchema.safeParse({
      advisorSlug,
      start: options.start,
      clientTimeZone: options.timeZone,
      ...(options.residence ? { residence: options.residence } : {}),
    });
    if (!request.success) {
      setProblem({ message: request.error.issues[0]?.message ?? ERROR_MESSAGES.general });
      return;
    }
    hold.mutate(request.data, {
      onSuccess: (checkout) => {
        queryClient.setQueryData(bookingKeys.checkout(checkout.id), checkout);
        void navigate(BOOKING_PAGES.checkout(checkout.id), { replace: options.replace === true });
      },
      onError: (error) => {
        if (!isAppError(error)) {
          setProblem({ message: messageOf(error) });
        } else if (error.status === 401) {
          goToLogIn(options);
        } else if (error.code === 'residenceOutsideUs') {
          void navigate(SITE_PAGES.nonUs);
        } else if (error.code === 'residenceNotServed') {
          setProblem({ message: error.message, notServed: options.residence ?? '' });
        } else if (error.code === 'residenceRequired') {
          setProblem({ message: error.message, askResidence: true });
        } else if (error.status === 409) {
          setProblem({
            message: error.message === ERROR_MESSAGES.conflict ? SLOT_TAKEN_MESSAGE : error.message,
          });
          options.onTaken();
          void queryClient.invalidateQueries({ queryKey: bookingKeys.slots(advisorSlug) });
        } else {
          setProblem({ message: messageOf(error) });
        }
      },
    });
  };

  return {
    proceed,
    problem,
    /** A refusal the page worked out itself (the advisor's states are on the profile). */
    refuse: setProblem,
    clearProblem: () => setProblem(null),
    pending: hold.isPending,
    authLoading: auth.status === 'loading',
    signedIn: auth.status === 'signedIn',
  };
}
