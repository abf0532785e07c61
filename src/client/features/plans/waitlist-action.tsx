// A full Ongoing offering's waitlist (docs/product.md#waitlist): a signed-in client joins it, sees
// their place and may leave; a visitor who is not signed in is sent to log in and comes back here.
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { isAppError } from '../../../shared/errors';
import { messageOf } from '../../api/error-message';
import { useAuth } from '../../auth/auth-context';
import { loginUrlFor } from '../../auth/sign-in-target';
import { saveReturnUrl } from '../../tracking/url-history';
import { offeringKeys } from './offering-queries';
import { useChangeWaitlist, useWaitlistPlace } from './offerings-api';
import classes from './parts/waitlist.module.css';

export function WaitlistAction({ offeringId }: { offeringId: string }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signedIn = auth.status === 'signedIn';
  const place = useWaitlistPlace(offeringId, signedIn);
  const change = useChangeWaitlist(offeringId);

  const join = () => {
    if (auth.status === 'loading' || change.isPending) return;
    const here = `${location.pathname}${location.search}`;
    if (!signedIn) {
      saveReturnUrl(here);
      void navigate(loginUrlFor(here));
      return;
    }
    change.mutate(true, {
      onError: (error) => {
        // A place came free meanwhile: show the offering as it is now.
        if (isAppError(error) && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: offeringKeys.all });
        }
      },
    });
  };

  const problem = change.error ? messageOf(change.error) : null;
  const position = place.data?.position ?? null;

  if (signedIn && place.data?.notifiedAt && position === null) {
    return (
      <p className={classes.status} role="status">
        A place came free and we emailed you: sign up while it lasts.
      </p>
    );
  }
  const waiting = signedIn && position !== null;
  return (
    <div className={classes.box}>
      {waiting ? (
        <>
          <p className={classes.status} role="status">
            You are number {position} on the waitlist. We will email you when a place is free.
          </p>
          <Button
            variant="subtle"
            size="compact-sm"
            loading={change.isPending}
            onClick={() => change.mutate(false)}
          >
            Leave the waitlist
          </Button>
        </>
      ) : (
        <Button
          variant="outline"
          onClick={join}
          loading={change.isPending || (signedIn && place.isPending)}
        >
          Join the waitlist
        </Button>
      )}
      {problem && (
        <p className={classes.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
