// The questionnaire's ranked shortlist (docs/product.md#matching): each advisor with the reasons
// they fit, a way to save them, see the profile or book The Hour, and to compare the leaders.
import type { RefObject } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { COMPARE_MAX } from '../../../shared/contracts/matching';
import type { Recommendations } from '../../../shared/contracts/matching';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { comparePage } from '../../../shared/routes/matching';
import { CheckList } from '../../ui/check-list';
import { HourlyRate } from '../../ui/money';
import { Rating } from '../../ui/rating';
import { SaveAdvisorButton } from './save-advisor-button';
import classes from './parts/recommendation-list.module.css';

export function RecommendationList({
  result,
  headingRef,
  onRestart,
}: {
  result: Recommendations;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}) {
  const { recommendations } = result;
  const leaders = recommendations.slice(0, COMPARE_MAX).map((each) => each.advisor.slug);
  return (
    <section className={classes.results} aria-labelledby="matches-title">
      <div className={classes.header}>
        <h2 id="matches-title" ref={headingRef} tabIndex={-1} className={classes.title}>
          {recommendations.length === 0
            ? `No match in ${result.stateName} yet`
            : `Your best ${recommendations.length === 1 ? 'match' : `${recommendations.length} matches`} in ${result.stateName}`}
        </h2>
        <p className={classes.lead}>
          {recommendations.length === 0
            ? 'No advisor who serves your state is taking new clients right now. Try again soon, or browse every advisor.'
            : 'Ranked by how well each fits your answers. Save the ones you like to compare them side by side.'}
        </p>
        <div className={classes.headerActions}>
          {leaders.length > 1 && (
            <Button component={Link} to={comparePage(leaders)} size="md">
              Compare the top {leaders.length}
            </Button>
          )}
          <Button variant="default" size="md" onClick={onRestart}>
            Change my answers
          </Button>
          {recommendations.length === 0 && (
            <Button component={Link} to={ADVISOR_PAGES.search} variant="default" size="md">
              Browse all advisors
            </Button>
          )}
        </div>
      </div>
      <ol className={classes.list}>
        {recommendations.map(({ advisor, reasons }, index) => {
          const name = `${advisor.firstName} ${advisor.lastName}`;
          return (
            <li key={advisor.id} className={classes.item}>
              <article className={classes.card} aria-labelledby={`match-${advisor.slug}`}>
                <span className={classes.rank} aria-hidden="true">
                  {index + 1}
                </span>
                <div className={classes.top}>
                  <img
                    className={classes.photo}
                    src={advisor.profilePicUrl}
                    alt=""
                    width={96}
                    height={96}
                    loading="lazy"
                  />
                  <div className={classes.who}>
                    <h3 id={`match-${advisor.slug}`} className={classes.name}>
                      <Link to={ADVISOR_PAGES.profile(advisor.slug)}>{name}</Link>
                      {advisor.certifications && (
                        <span className={classes.credentials}>, {advisor.certifications}</span>
                      )}
                    </h3>
                    <p className={classes.subtitle}>{advisor.title}</p>
                    <p className={classes.facts}>
                      <HourlyRate cents={advisor.hourlyRate} className={classes.price} />
                      <Rating average={advisor.reviewAverage} count={advisor.reviewCount} />
                    </p>
                  </div>
                </div>
                <div className={classes.body}>
                  <h4 className={classes.whyTitle}>Why {advisor.firstName} fits</h4>
                  <CheckList items={reasons} />
                  <div className={classes.actions}>
                    <Button component={Link} to={BOOKING_PAGES.bookHour(advisor.slug)}>
                      Book The Hour
                    </Button>
                    <Button
                      component={Link}
                      to={ADVISOR_PAGES.profile(advisor.slug)}
                      variant="default"
                    >
                      View profile
                    </Button>
                    <SaveAdvisorButton slug={advisor.slug} name={name} variant="labelled" />
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
