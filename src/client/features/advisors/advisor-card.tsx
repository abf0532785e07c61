// An advisor's card (docs/product.md#advisor-search): used on the home page and the advisor results
// list.
import { Link } from 'react-router';
import type { AdvisorCard as AdvisorCardData } from '../../../shared/contracts/home';
import { showsNextAvailability } from '../../../shared/format';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { HourlyRate } from '../../ui/money';
import { Rating } from '../../ui/rating';
import { useHydrated } from '../../ui/use-hydrated';
import classes from './parts/advisor-card.module.css';

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

export function AdvisorCard({ advisor }: { advisor: AdvisorCardData }) {
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
        <Rating average={advisor.reviewAverage} count={advisor.reviewCount} />
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
        </div>
      </div>
    </article>
  );
}
