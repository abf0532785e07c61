// The account's list of the client's Plan and Ongoing: each engagement with a link to its page,
// and any signup still waiting for its payment with the way back to pay. Shows nothing for a
// client who has neither.
import '@mantine/core/styles/Badge.css';
import type { ReactNode } from 'react';
import { Badge, Button, Skeleton } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { Link } from 'react-router';
import type { EngagementSummary, Signup } from '../../../shared/contracts/plan-signups';
import type { EngagementStatus } from '../../../shared/contracts/plans';
import { formatIsoDate } from '../../../shared/domain/engagement-dates';
import { endingLine, isEnding } from '../../../shared/domain/engagement-ending';
import { formatCurrency } from '../../../shared/format';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { CancelOngoingButton } from './cancel-ongoing-button';
import { useMyPlans } from './plans-api';
import classes from './purchase.module.css';
import { offeringOf } from '../../../shared/offerings/catalog';
import { priceLineOf } from '../../../shared/offerings/offering-billing';

const STATUS_BADGES: Record<EngagementStatus, { label: string; color: string }> = {
  active: { label: 'Running', color: 'teal' },
  completed: { label: 'Completed', color: 'gray' },
  cancelled: { label: 'Ended', color: 'gray' },
};
/** Cancelled and running out the quarter paid for (ADR 0067). */
const ENDING_BADGE = { label: 'Cancelled', color: 'yellow' };

function engagementLine(engagement: EngagementSummary): string {
  if (offeringOf(engagement.kind).fulfilment.delivers) {
    return `Started ${formatIsoDate(engagement.startsOn)}${engagement.endsOn ? `; your plan by ${formatIsoDate(engagement.endsOn)}` : ''}`;
  }
  const ending = endingLine(engagement);
  if (ending) return `${ending}; no further invoice`;
  if (engagement.status === 'cancelled') {
    return `Ended${engagement.endsOn ? ` ${formatIsoDate(engagement.endsOn)}` : ''}`;
  }
  return `${priceLineOf(engagement.kind, engagement.priceCents)}${engagement.nextInvoiceOn ? `; next invoice ${formatIsoDate(engagement.nextInvoiceOn)}` : ''}`;
}

function payAgainUrl(signup: Signup): string {
  const terms = offeringOf(signup.kind).fulfilment.pages.terms(signup.offeringId);
  return `${terms}?${new URLSearchParams({ signup: signup.id }).toString()}`;
}

export interface MyPlansProps {
  /** The section's heading, shown with the list only when there is something to list. */
  heading: ReactNode;
  titleId: string;
}

export function MyPlans({ heading, titleId }: MyPlansProps) {
  const query = useMyPlans();
  if (query.isPending) return <Skeleton height={72} radius="md" aria-label="Loading your plans" />;
  if (!query.data) {
    return (
      <>
        {heading}
        <Alert color="red" variant="light" role="alert" title="Your plans could not be loaded">
          <Button variant="default" size="compact-sm" mt="xs" onClick={() => void query.refetch()}>
            Load your plans again
          </Button>
        </Alert>
      </>
    );
  }
  const { engagements, signups } = query.data;
  if (engagements.length === 0 && signups.length === 0) return null;
  return (
    <>
      {heading}
      <ul className={classes.list} aria-labelledby={titleId}>
        {engagements.map((engagement) => {
          const badge = isEnding(engagement) ? ENDING_BADGE : STATUS_BADGES[engagement.status];
          return (
            <li key={engagement.id} className={classes.item}>
              <div>
                <p className={classes.itemTitle}>
                  {offeringOf(engagement.kind).name} with {engagement.advisor.name}{' '}
                  <Badge component="span" color={badge.color} variant="light" ml={6}>
                    {badge.label}
                  </Badge>
                </p>
                <p className={classes.itemMeta}>{engagementLine(engagement)}</p>
              </div>
              <div className={classes.actions}>
                <CancelOngoingButton engagement={engagement} />
                <Button
                  component={Link}
                  to={PLAN_PAGES.engagement(engagement.id)}
                  variant="default"
                  aria-label={`Open ${offeringOf(engagement.kind).name} with ${engagement.advisor.name}`}
                >
                  Open
                </Button>
              </div>
            </li>
          );
        })}
        {signups.map((signup) => (
          <li key={signup.id} className={classes.item}>
            <div>
              <p className={classes.itemTitle}>
                {offeringOf(signup.kind).name} with {signup.advisor.name}{' '}
                <Badge component="span" color="yellow" variant="light" ml={6}>
                  Awaiting payment
                </Badge>
              </p>
              <p className={classes.itemMeta}>
                {formatCurrency(signup.firstPaymentCents)} to pay to start
              </p>
            </div>
            <Button component={Link} to={payAgainUrl(signup)}>
              Complete payment
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
