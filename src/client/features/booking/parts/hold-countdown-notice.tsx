// The held time's countdown. Once it runs out the client is told, and may still pay (the server
// takes the time again if it is still free) or give it back and choose another.
import { Button } from '@mantine/core';
import { holdMessage, holdTimeLeft, countdownText } from './hold-countdown';
import { useNow } from '../../../ui/use-now';
import classes from './checkout-summary.module.css';

const TICK_MS = 1000;

export function HoldCountdown({
  expiresAt,
  onChooseAgain,
  choosingAgain,
}: {
  expiresAt: string;
  onChooseAgain: () => void;
  choosingAgain: boolean;
}) {
  const left = holdTimeLeft(expiresAt, useNow(TICK_MS).getTime());
  if (left > 0) {
    return (
      <div className={classes.hold}>
        <span className={classes.clock} aria-hidden="true">
          {countdownText(left)}
        </span>
        <span>
          {/* Read out as a sentence; the ticking digits beside it are for the eye. */}
          <span className={classes.visuallyHidden}>{holdMessage(left)}</span>
          <span aria-hidden="true">Your time is held while you finish.</span>
        </span>
      </div>
    );
  }
  return (
    <div className={classes.lapsed} role="status">
      <p>
        <strong>{holdMessage(left)}</strong> You can still pay: if the time is still free, it’s
        yours. Or choose the time again.
      </p>
      <Button
        size="xs"
        variant="white"
        color="gold.9"
        onClick={onChooseAgain}
        loading={choosingAgain}
      >
        Choose a time again
      </Button>
    </div>
  );
}
