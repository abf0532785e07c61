// The page the email-change link opens (/account/profile?confirm-email={token}): it confirms the
// new address on load and says how that went. The token leaves the address bar at once, so it
// stays out of the history and of the Referer of later calls.
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../ui/alert';
import { useSearchParams } from 'react-router';
import { CONFIRM_EMAIL_PARAM } from '../../../shared/contracts/profile';
import { useConfirmEmailChange } from './profile-api';
import { messageOf } from '../../api/error-message';
import classes from './profile.module.css';

type Outcome =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; email: string }
  | { kind: 'failed'; message: string };

function useConfirmEmailFromLink(): Outcome | null {
  const [params, setParams] = useSearchParams();
  const token = params.get(CONFIRM_EMAIL_PARAM);
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  const started = useRef(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    setOutcome({ kind: 'confirming' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONFIRM_EMAIL_PARAM);
        return next;
      },
      { replace: true },
    );
    mutate(
      { token },
      {
        onSuccess: (profile) => setOutcome({ kind: 'confirmed', email: profile.email }),
        onError: (error) => setOutcome({ kind: 'failed', message: messageOf(error) }),
      },
    );
  }, [token, setParams, mutate]);

  return outcome;
}

export function ConfirmEmailNotice() {
  const outcome = useConfirmEmailFromLink();
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'confirming':
      return (
        <Alert color="blue" variant="light" role="status" className={classes.notice}>
          Confirming your new email address…
        </Alert>
      );
    case 'confirmed':
      return (
        <Alert
          color="teal"
          variant="light"
          title="Email address confirmed"
          role="status"
          className={classes.notice}
        >
          Your account now uses {outcome.email}. Sign in with it from now on.
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          color="red"
          variant="light"
          title="Your email address was not changed"
          role="alert"
          className={classes.notice}
        >
          {outcome.message}
        </Alert>
      );
  }
}
