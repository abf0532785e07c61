// An advisor's public profile (docs/product.md#advisor-search): who they are, what they charge,
// when they are free, what clients say, and how to book. An unknown slug never gets here: the
// loader answers 404 first.
import { Button, Loader } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import type { PublicOffering } from '../../../shared/contracts/offerings';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { SITE_PAGES } from '../../../shared/routes/site';
import { useAdvisorProfile } from '../../features/advisors/advisors-api';
import { useFeatureFlag } from '../../api/home';
import { useAdvisorOfferings } from '../../features/plans/offerings-api';
import { Breadcrumb } from '../../ui/breadcrumb';
import { BookingSummary, similarAdvisorsUrl } from '../../features/booking/booking-summary';
import { BookHourBar } from '../../features/booking/book-hour-bar';
import { NextOpening } from '../../features/advisors/next-opening';
import { OpenTimes } from '../../features/advisors/open-times';
import { AttributeChips, Credentials } from '../../features/advisors/profile-details';
import { ProfileHeader } from '../../features/advisors/profile-header';
import { ProfileOfferings } from '../../features/advisors/profile-offerings';
import { ProfileReviews } from '../../features/advisors/profile-reviews';
import { Paragraphs, ProfileSection } from '../../features/advisors/profile-section';
import classes from '../../features/advisors/advisor-profile-page.module.css';

const BOOKING_BOX_ID = 'booking';

export function AdvisorProfileContent({
  advisor,
  ongoingEnabled,
  offerings,
}: {
  advisor: AdvisorProfile;
  ongoingEnabled: boolean;
  offerings?: PublicOffering[] | undefined;
}) {
  const name = `${advisor.firstName} ${advisor.lastName}`;
  const first = advisor.firstName;
  return (
    <div className={classes.page}>
      <div className={`${classes.inner} ${classes.layout}`}>
        <div className={classes.top}>
          <Breadcrumb
            className={classes.crumbs}
            crumbs={[
              { label: 'Home', to: SITE_PAGES.home },
              { label: 'Advisors', to: buildAdvisorResultsUrl({ filters: [] }) },
              { label: name },
            ]}
          />
          {!advisor.acceptingClients && (
            <p className={classes.closedBanner}>
              <strong>{first} isn’t accepting new clients right now.</strong> You can still read the
              profile and reviews.{' '}
              <Link to={similarAdvisorsUrl(advisor)}>Find a similar advisor</Link>
            </p>
          )}
          <ProfileHeader advisor={advisor} />
        </div>

        <aside id={BOOKING_BOX_ID} className={classes.aside} aria-label="Booking">
          <BookingSummary advisor={advisor} />
        </aside>

        <div className={classes.main}>
          {advisor.longBio && (
            <ProfileSection id="about" title={`About ${first}`}>
              <Paragraphs text={advisor.longBio} className={classes.prose} />
            </ProfileSection>
          )}
          {advisor.personalBio && (
            <ProfileSection id="outside-work" title="Outside of work">
              <Paragraphs text={advisor.personalBio} className={classes.prose} />
            </ProfileSection>
          )}
          {(advisor.specialities.length > 0 || advisor.enjoysWorkingWith.length > 0) && (
            <ProfileSection id="specialities" title={`How ${first} can help`}>
              {advisor.specialities.length > 0 && (
                <>
                  <h3 className={classes.subTitle}>Specialities</h3>
                  <AttributeChips items={advisor.specialities} label="Specialities" />
                </>
              )}
              {advisor.enjoysWorkingWith.length > 0 && (
                <>
                  <h3 className={classes.subTitle}>I enjoy working with</h3>
                  <AttributeChips items={advisor.enjoysWorkingWith} label="I enjoy working with" />
                </>
              )}
            </ProfileSection>
          )}
          <ProfileSection id="services" title="Services and prices">
            <ProfileOfferings
              advisor={advisor}
              ongoingEnabled={ongoingEnabled}
              offerings={offerings}
            />
          </ProfileSection>
          <ProfileSection id="open-times" title="Next open times">
            <div className={classes.openTimes}>
              <NextOpening iso={advisor.nextAvailability} />
              {advisor.acceptingClients ? (
                <>
                  <OpenTimes slug={advisor.slug} />
                  <p className={classes.openNote}>
                    Times are shown in your own time zone. See every open time on {first}’s calendar
                    and pick the one that suits you.
                  </p>
                  <Button
                    component={Link}
                    to={BOOKING_PAGES.bookHour(advisor.slug)}
                    variant="light"
                  >
                    Pick a time
                  </Button>
                </>
              ) : (
                <p className={classes.openNote}>
                  Booking is closed while {first} isn’t taking new clients.
                </p>
              )}
            </div>
          </ProfileSection>
          <ProfileSection id="credentials" title="Credentials and registration">
            <Credentials advisor={advisor} />
          </ProfileSection>
          <ProfileReviews advisor={advisor} />
        </div>
      </div>
      <BookHourBar advisor={advisor} bookingBoxId={BOOKING_BOX_ID} />
    </div>
  );
}

export default function AdvisorProfilePage() {
  const slug = useParams().slug ?? '';
  const profile = useAdvisorProfile(slug);
  const ongoingEnabled = useFeatureFlag('TheOngoing');
  const offerings = useAdvisorOfferings(slug);
  if (!profile.data) {
    // The loader has the profile before this renders; this covers a refetch after an error.
    return (
      <div className={classes.loading}>
        <Loader color="brand" aria-label="Loading the advisor’s profile" />
      </div>
    );
  }
  return (
    <AdvisorProfileContent
      advisor={profile.data}
      ongoingEnabled={ongoingEnabled}
      offerings={offerings.data}
    />
  );
}

/** The route's head, loaded with the page (see lazyPage in routes.tsx). */
export { profileHead as head } from './profile-head';
