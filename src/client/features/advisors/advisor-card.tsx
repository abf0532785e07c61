// An advisor's card (docs/product.md#advisor-search): used on the home page and the advisor results
// list. On phones it folds into a compact row (small photo beside name, rating, price and next
// time) so a first screen shows several advisors; the markup is the same, only CSS differs.
import { Link } from 'react-router';
import type { AdvisorCard as AdvisorCardData } from '../../../shared/contracts/home';
import { formatCurrency, showsNextAvailability } from '../../../shared/format';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { HourlyRate } from '../../ui/money';
import { Rating } from '../../ui/rating';
import { useHydrated } from '../../ui/use-hydrated';
import { SaveAdvisorButton } from '../matching/save-advisor-button';
import classes from './parts/advisor-card.module.css';
import { offeringOf } from '../../../shared/offerings/catalog';

export const ADVISOR_PHOTO_WIDTH = 400;
export const ADVISOR_PHOTO_HEIGHT = 333;

const availabilityFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** Shown only after hydration: it depends on the clock and the viewer's time zone. */
function NextAvailability({ iso }: { iso: string | null }) {
  const hydrated = useHydrated();
  const visible = hydrated && showsNextAvailability(iso, new Date());
  return (
    <span className={classes.availability}>
      {visible && iso ? (
        <>
          <span className={classes.dot} aria-hidden="true" />
          Next available {availabilityFormat.format(new Date(iso))}
        </>
      ) : null}
    </span>
  );
}

export function splitBio(bio: string): string[] {
  return bio
    .split(/\r?\n/)
    .map((line) => line.replace(/^[\s•\-*]+/, '').trim())
    .filter((line) => line.length > 0);
}

/** The Plan and (while its flag is on) The Ongoing, where the advisor sells them. */
function OtherOffers({
  offers,
  ongoingShown,
}: {
  offers: AdvisorCardData['offers'];
  ongoingShown: boolean;
}) {
  const parts = [
    offers.plan === null ? null : `${offeringOf('plan').name} ${formatCurrency(offers.plan)}`,
    offers.ongoing === null || !ongoingShown
      ? null
      : `${offeringOf('ongoing').name} ${formatCurrency(offers.ongoing)}/month`,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return <p className={classes.offers}>Also {parts.join(' · ')}</p>;
}

export function AdvisorCard({
  advisor,
  ongoingShown = false,
}: {
  advisor: AdvisorCardData;
  /** Whether The Ongoing is offered at all (its flag), so its price may show. */
  ongoingShown?: boolean;
}) {
  const name = `${advisor.firstName} ${advisor.lastName}`;
  const bio = splitBio(advisor.bio);
  return (
    <article className={classes.card}>
      <img
        className={classes.photo}
        src={advisor.profilePicUrl}
        alt={`Portrait of ${name}`}
        width={ADVISOR_PHOTO_WIDTH}
        height={ADVISOR_PHOTO_HEIGHT}
        loading="lazy"
        decoding="async"
      />
      <div className={classes.body}>
        <h3 className={classes.name}>
          {/* The link's ::after covers the whole card, so the card is one big click target. */}
          <Link to={ADVISOR_PAGES.profile(advisor.slug)} className={classes.link}>
            {name}
          </Link>
          {advisor.certifications && (
            <span className={classes.certifications}>, {advisor.certifications}</span>
          )}
        </h3>
        <p className={classes.title}>{advisor.title}</p>
        <div className={classes.rating}>
          <Rating average={advisor.reviewAverage} count={advisor.reviewCount} />
        </div>
        {bio.length > 0 && (
          <ul className={classes.bio}>
            {bio.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <div className={classes.footer}>
          <HourlyRate cents={advisor.hourlyRate} className={classes.rate} />
          <NextAvailability iso={advisor.nextAvailability} />
          <OtherOffers offers={advisor.offers} ongoingShown={ongoingShown} />
        </div>
      </div>
      <SaveAdvisorButton slug={advisor.slug} name={name} />
    </article>
  );
}
