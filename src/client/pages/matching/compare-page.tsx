// /compare?advisors=a,b,c (docs/product.md#matching): up to three advisors side by side. A fourth
// is refused with a clear message and a way to choose which three to keep.
import { Button } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { COMPARE_LIMIT_MESSAGE, COMPARE_MAX } from '../../../shared/contracts/matching';
import { COMPARE_PARAM, MATCHING_PAGES, comparePage } from '../../../shared/routes/matching';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { useFeatureFlag } from '../../api/home';
import { messageOf } from '../../api/error-message';
import { ComparisonTable } from '../../features/matching/comparison-table';
import { comparisonQuery } from '../../features/matching/matching-api';
import classes from '../../features/matching/matching-page.module.css';

function slugsOf(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').filter(Boolean))];
}

export default function ComparePage() {
  const [params] = useSearchParams();
  const slugs = slugsOf(params.get(COMPARE_PARAM));
  const tooMany = slugs.length > COMPARE_MAX;
  const shown = slugs.slice(0, COMPARE_MAX);
  const comparison = useQuery({ ...comparisonQuery(shown), enabled: shown.length > 0 });
  const ongoingShown = useFeatureFlag('TheOngoing');
  const without = (slug: string) => {
    const rest = shown.filter((each) => each !== slug);
    return rest.length > 0 ? comparePage(rest) : MATCHING_PAGES.shortlist;
  };

  let content;
  if (shown.length === 0) {
    content = (
      <div className={`${classes.card} ${classes.empty}`}>
        <h2>Nothing to compare yet</h2>
        <p>Save advisors with the heart on their card, then compare up to three of them here.</p>
        <div className={classes.actions}>
          <Button component={Link} to={ADVISOR_PAGES.search}>
            Browse advisors
          </Button>
          <Button component={Link} to={MATCHING_PAGES.shortlist} variant="default">
            Your shortlist
          </Button>
        </div>
      </div>
    );
  } else if (comparison.isPending) {
    content = (
      <p role="status" className={classes.intro}>
        Loading the comparison…
      </p>
    );
  } else if (comparison.isError) {
    content = (
      <Alert color="red" title="The comparison could not load">
        {messageOf(comparison.error)}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void comparison.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else {
    content = (
      <ComparisonTable
        advisors={comparison.data.advisors}
        ongoingShown={ongoingShown}
        removeHref={without}
      />
    );
  }

  return (
    <div className={classes.page}>
      <div className={classes.wide}>
        <header className={classes.header}>
          <p className={classes.eyebrow}>Compare advisors</p>
          <h1 className={classes.title}>Side by side</h1>
          <p className={classes.intro}>
            Prices, credentials, states served and the next open time, for up to {COMPARE_MAX}{' '}
            advisors. <Link to={MATCHING_PAGES.shortlist}>Back to your shortlist</Link>
          </p>
        </header>
        {tooMany && (
          <Alert color="red" title="Only three at a time" mb="lg" role="alert">
            {COMPARE_LIMIT_MESSAGE} Showing the first {COMPARE_MAX}.
          </Alert>
        )}
        {content}
      </div>
    </div>
  );
}
