// What the invitation link shows (docs/product.md#becoming-an-advisor): who it is for; signed out,
// create an account or sign in (the sign-in pages bring the person back here); signed in, accept,
// which makes the account an advisor's, refreshes its roles and opens Advisor Home. An expired,
// withdrawn or used link, or the wrong account, each says what to do.
import '@mantine/core/styles/Loader.css';
import { Button, Loader } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ADVISOR_LOCATION_FIELDS,
  advisorLocationSchema,
} from '../../../shared/contracts/advisor-profile';
import { isAppError } from '../../../shared/errors';
import { ONBOARDING_MESSAGES } from '../../../shared/onboarding';
import type { InvitationState } from '../../../shared/onboarding';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import { SITE_PAGES } from '../../../shared/routes/site';
import { messageOf } from '../../api/error-message';
import { isValidationError } from '../../api/http';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { LocationFields } from '../advisor-profile/location-fields';
import type { LocationValues } from '../advisor-profile/location-fields';
import { useAuth } from '../../auth/auth-context';
import { useAcceptInvitation, useInvitationPreview } from './onboarding-api';
import classes from './invitation.module.css';

const CLOSED: Record<Exclude<InvitationState, 'pending'>, { title: string; text: string }> = {
  accepted: { title: 'Already accepted', text: ONBOARDING_MESSAGES.invitationAccepted },
  expired: { title: 'This invitation has expired', text: ONBOARDING_MESSAGES.invitationExpired },
  revoked: { title: 'This invitation was withdrawn', text: ONBOARDING_MESSAGES.invitationRevoked },
};

/** Nothing is assumed: the new advisor says where they are based. */
const NO_LOCATION: LocationValues = { homeState: null, city: '', firmName: '' };

export function InvitationView({ token }: { token: string }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(advisorLocationSchema, ADVISOR_LOCATION_FIELDS, formRef);
  const [location, setLocation] = useState<LocationValues>(NO_LOCATION);
  const here = ONBOARDING_PAGES.invitation(token);
  const isAdvisor = auth.roles.includes('Advisor');

  if (preview.isPending || auth.status === 'loading') {
    return (
      <div className={classes.center} aria-busy="true">
        <Loader aria-label="Loading your invitation" />
      </div>
    );
  }
  if (preview.isError) {
    const notFound = isAppError(preview.error) && preview.error.status === 404;
    return (
      <>
        <h1 className={classes.title}>
          {notFound ? 'This link does not work' : 'Your invitation could not be loaded'}
        </h1>
        <p className={classes.lead}>{messageOf(preview.error)}</p>
        {!notFound && (
          <Button variant="default" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        )}
      </>
    );
  }

  const { state, firstName, emailHint } = preview.data;
  if (state !== 'pending') {
    const closed = CLOSED[state];
    return (
      <>
        <h1 className={classes.title}>{closed.title}</h1>
        <p className={classes.lead}>{closed.text}</p>
        <div className={classes.actions}>
          {state === 'accepted' && isAdvisor ? (
            <Button component={Link} to={AREA_ROOTS.dashboard}>
              Open Advisor Home
            </Button>
          ) : (
            <Button component={Link} to={SITE_PAGES.contact} variant="default">
              Contact us
            </Button>
          )}
        </div>
      </>
    );
  }

  const acceptNow = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accept.isPending || accept.isSuccess) return;
    const answers = form.validate(location);
    if (!answers) return;
    accept.mutate(
      { token, ...answers },
      {
        onSuccess: async () => {
          // The new role is in the next token: renew it silently, then open Advisor Home.
          const outcome = await auth.signIn(AREA_ROOTS.dashboard);
          if (outcome === 'signedIn') void navigate(AREA_ROOTS.dashboard);
        },
        onError: (error) => {
          // Field messages show by their fields; anything else in the alert below.
          form.refused(error);
        },
      },
    );
  };
  const changeLocation = (change: Partial<LocationValues>) => {
    const next = { ...location, ...change };
    setLocation(next);
    form.recheck(next);
  };

  return (
    <>
      <p className={classes.eyebrow}>Advisor invitation</p>
      <h1 className={classes.title}>Welcome, {firstName}</h1>
      <p className={classes.lead}>
        You are invited to advise clients on Just Financial Advice. Accepting opens Advisor Home,
        with a short checklist to finish before we list you.
      </p>
      {auth.status === 'signedIn' ? (
        <>
          <p className={classes.text}>
            You are signed in as <strong>{auth.user?.email}</strong>. The invitation was sent to{' '}
            {emailHint}.
          </p>
          <form ref={formRef} onSubmit={acceptNow} noValidate aria-label="Accept the invitation">
            <p className={classes.text}>
              Tell clients where you are based: your profile shows it, and you can change it later
              on your Profile page.
            </p>
            <div className={classes.fields}>
              <LocationFields
                values={location}
                onChange={changeLocation}
                error={(field) => form.error(field)}
                disabled={accept.isPending || accept.isSuccess}
              />
            </div>
            {accept.isError && !isValidationError(accept.error) && (
              <Alert color="red" variant="light" role="alert" title="Not accepted" mb="md">
                {messageOf(accept.error)}
              </Alert>
            )}
            <div className={classes.actions}>
              <Button type="submit" size="md" loading={accept.isPending || accept.isSuccess}>
                Accept the invitation
              </Button>
              {accept.isError && !isValidationError(accept.error) && (
                <Button variant="default" size="md" onClick={() => void auth.signOut()}>
                  Sign out
                </Button>
              )}
            </div>
          </form>
        </>
      ) : (
        <>
          <p className={classes.text}>
            Create your account with the address the invitation was sent to ({emailHint}), or sign
            in if you already have one. You come back here to accept.
          </p>
          <div className={classes.actions}>
            <Button size="md" onClick={() => void auth.signIn(here, { register: true })}>
              Create your account
            </Button>
            <Button size="md" variant="default" onClick={() => void auth.signIn(here)}>
              Sign in
            </Button>
          </div>
        </>
      )}
    </>
  );
}
