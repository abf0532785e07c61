// Continue from a chosen time: a visitor who is not signed in goes to log in and comes back to
// the same time; a signed-in client holds it and moves on to the checkout. A time someone else
// took first is said plainly and the calendar is read again.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { holdRequestSchema } from '../../../shared/contracts/booking';
import { SLOT_TAKEN_MESSAGE } from '../../../shared/domain/availability';
import { ERROR_MESSAGES, isAppError } from '../../../shared/errors';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { bookingKeys, holdTime } from './booking-api';
import { messageOf } from '../../api/error-message';
import { useAuth } from '../../auth/auth-context';
import { loginUrlFor } from '../../auth/require-role';
import { saveReturnUrl } from '../../tracking/url-history';

export function useHoldTime(advisorSlug: string) {
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const hold = useMutation({ mutationFn: holdTime });

  const goToLogIn = (returnUrl: string) => {
    saveReturnUrl(returnUrl);
    void navigate(loginUrlFor(returnUrl));
  };

  /** `returnUrl` brings a visitor back to this time after logging in; `onTaken` clears it. */
  const proceed = (start: string, timeZone: string, returnUrl: string, onTaken: () => void) => {
    if (auth.status === 'loading' || hold.isPending) return;
    setProblem(null);
    if (auth.status === 'signedOut') {
      goToLogIn(returnUrl);
      return;
    }
    const request = holdRequestSchema.safeParse({
      advisorSlug,
      start,
      clientTimeZone: timeZone,
    });
    if (!request.success) {
      setProblem(request.error.issues[0]?.message ?? ERROR_MESSAGES.general);
      return;
    }
    hold.mutate(request.data, {
      onSuccess: (checkout) => {
        queryClient.setQueryData(bookingKeys.checkout(checkout.id), checkout);
        void navigate(BOOKING_PAGES.checkout(checkout.id));
      },
      onError: (error) => {
        if (isAppError(error) && error.status === 401) {
          goToLogIn(returnUrl);
        } else if (isAppError(error) && error.status === 409) {
          setProblem(
            error.message === ERROR_MESSAGES.conflict ? SLOT_TAKEN_MESSAGE : error.message,
          );
          onTaken();
          void queryClient.invalidateQueries({ queryKey: bookingKeys.slots(advisorSlug) });
        } else {
          setProblem(messageOf(error));
        }
      },
    });
  };

  return {
    proceed,
    problem,
    clearProblem: () => setProblem(null),
    pending: hold.isPending,
    authLoading: auth.status === 'loading',
    signedIn: auth.status === 'signedIn',
  };
}
