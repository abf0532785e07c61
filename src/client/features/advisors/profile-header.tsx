// Who the advisor is: photo, name, credentials, title, firm, place, rating and bio lines.
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { formatNumber, formatReviewAverage, showsRating } from '../../../shared/format';
import { Fragment } from 'react';
import { placeName } from '../../../shared/us-states';
import { splitBio } from './advisor-card';
import { RatingStars } from '../reviews/rating-stars';
import { SaveAdvisorButton } from '../matching/save-advisor-button';
import classes from './parts/profile-header.module.css';

export const PROFILE_PHOTO_SIZE = 240;

export function ProfileHeader({
  advisor,
  headingLevel = 1,
}: {
  advisor: AdvisorProfile;
  /** 1 on the profile page; a preview inside another page uses a lower level. */
  headingLevel?: 1 | 2 | 3;
}) {
  const name = `${advisor.firstName} ${advisor.lastName}`;
  const Heading = `h${headingLevel}` as const;
  const bio = splitBio(advisor.bio);
  // Only what the advisor gave: no empty firm, and never ", New York".
  const meta = [advisor.firmName?.trim(), placeName(advisor)].filter((part) => !!part) as string[];
  return (
    <header className={classes.header}>
      <img
        className={classes.photo}
        src={advisor.profilePicUrl}
        alt={`Portrait of ${name}`}
        width={PROFILE_PHOTO_SIZE}
        height={PROFILE_PHOTO_SIZE}
        decoding="async"
      />
      <div className={classes.copy}>
        <p className={classes.eyebrow}>Fee-only fiduciary advisor</p>
        <Heading className={classes.name}>
          {name}
          {advisor.certifications && (
            <>
              {/* Read as 'Name, CFP®'; shown on a line of its own. */}
              <span className={classes.visuallyHidden}>, </span>
              <span className={classes.certifications}>{advisor.certifications}</span>
            </>
          )}
        </Heading>
        <p className={classes.title}>{advisor.title}</p>
        {meta.length > 0 && (
          <p className={classes.meta}>
            {meta.map((part, index) => (
              <Fragment key={part}>
                {index > 0 && <span aria-hidden="true">·</span>}
                <span>{part}</span>
              </Fragment>
            ))}
          </p>
        )}
        <div className={classes.facts}>
          {showsRating(advisor.reviewAverage) && (
            <a href="#reviews" className={classes.rating}>
              <RatingStars rating={advisor.reviewAverage} size={16} />
              <strong>{formatReviewAverage(advisor.reviewAverage)}</strong>
              <span>
                ({advisor.reviewCount} {advisor.reviewCount === 1 ? 'review' : 'reviews'})
              </span>
            </a>
          )}
          {advisor.meetingsCompleted > 0 && (
            <span className={classes.fact}>
              {formatNumber(advisor.meetingsCompleted)} meetings completed
            </span>
          )}
          <span className={advisor.acceptingClients ? classes.accepting : classes.notAccepting}>
            {advisor.acceptingClients ? 'Accepting new clients' : 'Not accepting new clients'}
          </span>
        </div>
        {/* Only on the public profile, not in the profile editor's preview. */}
        {headingLevel === 1 && (
          <SaveAdvisorButton slug={advisor.slug} name={name} variant="labelled" />
        )}
        {bio.length > 0 && (
          <ul className={classes.bio}>
            {bio.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
