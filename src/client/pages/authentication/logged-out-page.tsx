// authentication/logged-out (docs/product.md#sign-in): a friendly goodbye with the ways back in.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '../../../shared/constants';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { SITE_PAGES } from '../../../shared/routes/site';
import classes from '../../ui/status-page.module.css';

export default function LoggedOutPage() {
  return (
    <section className={classes.wrap} aria-labelledby="logged-out-title">
      <div className={classes.card}>
        <p className={classes.eyebrow}>See you soon</p>
        <h1 id="logged-out-title" className={classes.title}>
          You’re logged out
        </h1>
        <p className={classes.text}>
          Thanks for visiting {APP_NAME}. Your account is safely signed out on this device.
        </p>
        <div className={classes.actions}>
          <Button component={Link} to={AUTH_PAGES.login}>
            Log in again
          </Button>
          <Button component={Link} to={SITE_PAGES.home} variant="default">
            Back to the home page
          </Button>
        </div>
      </div>
    </section>
  );
}
