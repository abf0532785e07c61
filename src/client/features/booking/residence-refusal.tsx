// The advisor does not serve the state the client lives in (ADR 0054): say so, and lead to the
// advisors who do.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { stateName, stateSlug } from '../../../shared/us-states';
import classes from './parts/residence-refusal.module.css';

export function ResidenceRefusal({ message, state }: { message: string; state: string }) {
  return (
    <div className={classes.refusal}>
      <p className={classes.text}>{message}</p>
      {state && (
        <Button component={Link} to={ADVISOR_PAGES.stateResults(stateSlug(state))} size="sm">
          Advisors who serve {stateName(state)}
        </Button>
      )}
    </div>
  );
}
