// The body of the not-found page, also shown by the error page for a 404 answer.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ADVISOR_TERM_SINGULAR } from '../../shared/constants';
import { ADVISOR_PAGES } from '../../shared/routes/advisors';
import { SITE_PAGES } from '../../shared/routes/site';
import classes from '../ui/status-page.module.css';

/**
 * `message` says what was missing (for example the 'noMatchingAdvisor' text of
 * docs/product.md#errors).
 */
export function NotFoundContent({ message }: { message?: string | undefined }) {
  return (
    <section className={classes.wrap} aria-labelledby="not-found-title">
      <div className={classes.card}>
        <p className={classes.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={classes.title}>
          Page not found
        </h1>
        <p className={classes.text}>
          {message ??
            'We couldn’t find the page you were looking for. The link may be out of date or the page may have moved.'}
        </p>
        <div className={classes.actions}>
          <Button component={Link} to={SITE_PAGES.home}>
            Go to the home page
          </Button>
          <Button component={Link} to={ADVISOR_PAGES.search} variant="default">
            Find your {ADVISOR_TERM_SINGULAR}
          </Button>
        </div>
      </div>
    </section>
  );
}
