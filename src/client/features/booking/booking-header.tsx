// The top of the booking page: who the client is booking, what it costs and the promises that
// make booking safe. The same band shows a skeleton while the profile loads.
import { Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import { REFUND_PERCENT, RESCHEDULE_CANCEL_NOTICE_HOURS } from '../../../shared/constants';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { formatHourlyRate } from '../../../shared/format';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { Breadcrumb } from '../../ui/breadcrumb';
import classes from './parts/booking-header.module.css';

const PHOTO_SIZE = 112;

export const BOOKING_PROMISES = [
  `${REFUND_PERCENT}% money back if you’re not happy`,
  `Free reschedule or cancellation up to ${RESCHEDULE_CANCEL_NOTICE_HOURS} hours before`,
  'No sales pitch, ever',
] as const;

export function PromiseList({ className }: { className?: string }) {
  return (
    <ul className={`${classes.promises} ${className ?? ''}`} aria-label="Our promises">
      {BOOKING_PROMISES.map((promise) => (
        <li key={promise}>{promise}</li>
      ))}
    </ul>
  );
}

export function BookingHeader({ advisor }: { advisor: AdvisorProfile }) {
  const name = `${advisor.firstName} ${advisor.lastName}`;
  return (
    <div className={classes.band}>
      <div className={classes.inner}>
        <Breadcrumb
          className={classes.crumbs}
          crumbs={[
            { label: 'Advisors', to: buildAdvisorResultsUrl({ filters: [] }) },
            { label: name, to: ADVISOR_PAGES.profile(advisor.slug) },
            { label: 'Book The Hour' },
          ]}
        />
        <header className={classes.header}>
          <img
            className={classes.photo}
            src={advisor.profilePicUrl}
            alt=""
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            decoding="async"
          />
          <div className={classes.copy}>
            <p className={classes.eyebrow}>Book The Hour</p>
            <h1 className={classes.title}>
              {name}
              {advisor.certifications && (
                <>
                  {/* Read as 'Name, CFP®'; shown after the name, on its own line on phones. */}
                  <span className={classes.visuallyHidden}>, </span>
                  <span className={classes.certifications}>{advisor.certifications}</span>
                </>
              )}
            </h1>
            <p className={classes.role}>{advisor.title}</p>
            <p className={classes.price}>
              <strong>{formatHourlyRate(advisor.hourlyRate)}</strong> for a one-hour video meeting
              <span aria-hidden="true"> · </span>
              <Link to={ADVISOR_PAGES.profile(advisor.slug)}>View profile</Link>
            </p>
          </div>
        </header>
        <PromiseList />
      </div>
    </div>
  );
}

export function BookingHeaderSkeleton() {
  return (
    <div className={classes.band} aria-busy="true" aria-label="Loading the advisor">
      <div className={classes.inner}>
        <Skeleton height={14} width={220} mb={24} />
        <div className={classes.header}>
          <Skeleton className={classes.photo} circle={false} radius="xl" />
          <div className={classes.copy}>
            <Skeleton height={12} width={120} mb={12} />
            <Skeleton height={34} width="min(340px, 100%)" mb={12} />
            <Skeleton height={16} width="min(260px, 90%)" mb={12} />
            <Skeleton height={16} width={200} />
          </div>
        </div>
      </div>
    </div>
  );
}
