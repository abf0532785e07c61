// The first-run checklist on Advisor Home (docs/product.md#becoming-an-advisor): each item done or
// not as the server computes it from the advisor's data, a link to where it is done, and "Send for
// review" once all are. Gone once an admin has approved the advisor, and for accounts without an
// advisor profile.
import { Button } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { Link } from 'react-router';
import type { ChecklistItemKey } from '../../../shared/onboarding';
import { CHECKLIST_TITLES, missingPartsSentence } from '../../../shared/onboarding';
import { isAppError } from '../../../shared/errors';
import { formatMeetingDay } from '../../../shared/meeting-time';
import { ADVISOR_PROFILE_PAGES } from '../../../shared/routes/advisor-profile';
import { AVAILABILITY_PAGES } from '../../../shared/routes/availability';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { messageOf } from '../../api/error-message';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { useNotifications } from '../../ui/notifications';
import { useChecklist, useConfirmPrices, useSubmitChecklist } from './onboarding-api';
import classes from './onboarding.module.css';

const PLACES: Record<ChecklistItemKey, { to: string; label: string }> = {
  profile: { to: ADVISOR_PROFILE_PAGES.dashboard, label: 'Edit profile' },
  photo: { to: ADVISOR_PROFILE_PAGES.dashboard, label: 'Add photo' },
  offerings: { to: PLAN_PAGES.dashboardOfferings, label: 'See offerings' },
  availability: { to: AVAILABILITY_PAGES.dashboard, label: 'Set hours' },
  disclosures: { to: ONBOARDING_PAGES.disclosures, label: 'Upload' },
};

const isNotFound = (error: unknown) => isAppError(error) && error.status === 404;

export function OnboardingChecklist() {
  const checklist = useChecklist();
  const confirmPrices = useConfirmPrices();
  const submit = useSubmitChecklist();
  const notify = useNotifications();
  const timeZone = useDisplayTimeZone();

  // No advisor profile (an admin of the firm), or already approved: nothing to show.
  if (checklist.isError && isNotFound(checklist.error)) return null;
  if (checklist.data?.approved) return null;
  if (checklist.isPending) {
    return (
      <section className={classes.section} aria-busy="true" aria-label="Getting started">
        <p className={classes.muted}>Loading your checklist…</p>
      </section>
    );
  }
  if (checklist.isError) {
    return (
      <Alert color="red" variant="light" title="Your checklist could not be loaded" mb="lg">
        <Button size="xs" variant="default" onClick={() => void checklist.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const { items, submittedAt } = checklist.data;
  const doneCount = items.filter((item) => item.done).length;
  const allDone = doneCount === items.length;

  return (
    <section className={classes.section} aria-labelledby="checklist-title">
      <div className={classes.header}>
        <h2 id="checklist-title" className={classes.heading}>
          Get ready to meet clients
        </h2>
        <p className={classes.progress}>
          {doneCount} of {items.length} done
        </p>
      </div>
      <p className={classes.lead}>
        Clients find you once we have reviewed your profile and checked your record. Finish these
        steps, then send them to us.
      </p>
      <ul className={classes.list}>
        {items.map((item) => {
          const { title, hint } = CHECKLIST_TITLES[item.key];
          const place = PLACES[item.key];
          return (
            <li
              key={item.key}
              className={item.done ? `${classes.item} ${classes.done}` : classes.item}
              data-testid={`checklist-${item.key}`}
            >
              <span className={classes.mark} aria-hidden="true" />
              <span className={classes.text}>
                <span className={classes.what}>
                  {title}
                  <span className={classes.visuallyHidden}>
                    {item.done ? ' (done)' : ' (to do)'}
                  </span>
                </span>
                <span className={classes.hint}>{hint}</span>
                {!item.done && item.missing.length > 0 && (
                  <span className={classes.missing}>{missingPartsSentence(item.missing)}</span>
                )}
              </span>
              <span className={classes.actions}>
                {item.key === 'offerings' && !item.done && (
                  <Button
                    size="xs"
                    loading={confirmPrices.isPending}
                    onClick={() =>
                      confirmPrices.mutate(undefined, {
                        onSuccess: () => notify.success('Your prices are confirmed.'),
                        onError: (error) => notify.error(messageOf(error)),
                      })
                    }
                  >
                    Keep these prices
                  </Button>
                )}
                <Button component={Link} to={place.to} size="xs" variant="default">
                  {place.label}
                  <span className={classes.visuallyHidden}>: {title}</span>
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      <div className={classes.footer}>
        {submittedAt ? (
          <p className={classes.note} role="status">
            Sent for review on {formatMeetingDay(submittedAt, timeZone)}. We list you once we have
            checked your CRD record and Form ADV; we will write if we need anything.
          </p>
        ) : (
          <>
            <Button
              disabled={!allDone}
              loading={submit.isPending}
              onClick={() =>
                submit.mutate(undefined, {
                  onSuccess: () => notify.success('Sent for review. Thank you!'),
                  onError: (error) => notify.error(messageOf(error)),
                })
              }
            >
              Submit for review
            </Button>
            {!allDone && <p className={classes.note}>Available once every step above is done.</p>}
          </>
        )}
      </div>
    </section>
  );
}
