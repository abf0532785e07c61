// A placeholder for areas that are being built, styled like the rest of the product.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { SITE_PAGES } from '../../shared/routes/site';
import classes from './status-page.module.css';

export function ComingSoon({ area, description }: { area: string; description: string }) {
  return (
    <section className={classes.wrap} aria-labelledby="coming-soon-title">
      <div className={classes.card}>
        <p className={classes.eyebrow}>{area}</p>
        <h1 id="coming-soon-title" className={classes.title}>
          Coming soon
        </h1>
        <p className={classes.text}>{description}</p>
        <div className={classes.actions}>
          <Button component={Link} to={SITE_PAGES.home}>
            Back to home
          </Button>
          <Button component={Link} to={SITE_PAGES.contact} variant="default">
            Contact us
          </Button>
        </div>
      </div>
    </section>
  );
}
