// /shortlist (docs/product.md#matching): the advisors the visitor saved, in the browser while
// signed out and in their account once signed in, with remove and compare.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { MATCHING_PAGES } from '../../../shared/routes/matching';
import { useFeatureFlag } from '../../api/home';
import { Shortlist } from '../../features/matching/shortlist';
import classes from '../../features/matching/matching-page.module.css';

export default function ShortlistPage() {
  const matching = useFeatureFlag('AdvisorRecommendations');
  return (
    <div className={classes.page}>
      <div className={classes.column}>
        <header className={classes.header}>
          <p className={classes.eyebrow}>Your shortlist</p>
          <h1 className={classes.title}>Saved advisors</h1>
          <p className={classes.intro}>
            Keep the advisors you like here and compare up to three side by side before you book.
          </p>
        </header>
        <Shortlist
          emptyActions={
            <>
              <Button component={Link} to={ADVISOR_PAGES.search}>
                Browse advisors
              </Button>
              {matching && (
                <Button component={Link} to={MATCHING_PAGES.questionnaire} variant="default">
                  Find your match
                </Button>
              )}
            </>
          }
        />
      </div>
    </div>
  );
}
