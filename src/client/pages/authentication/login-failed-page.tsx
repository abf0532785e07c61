// authentication/login-failed (docs/product.md#sign-in, docs/product.md#errors): what went wrong,
// and a way to try again.
import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { SITE_PAGES } from '../../../shared/routes/site';
import classes from '../../ui/status-page.module.css';
import { failureMessage } from './sign-in-failure';

export default function LoginFailedPage() {
  const { message, detail } = failureMessage(useLocation().state);
  return (
    <section className={classes.wrap} aria-labelledby="login-failed-title">
      <div className={classes.card}>
        <p className={classes.eyebrow}>Log In</p>
        <h1 id="login-failed-title" className={classes.title}>
          We couldn’t log you in
        </h1>
        <p className={classes.text} role="alert">
          {message}
        </p>
        {detail && <p className={classes.detail}>{detail}</p>}
        <div className={classes.actions}>
          <Button component={Link} to={AUTH_PAGES.login} replace>
            Try again
          </Button>
          <Button component={Link} to={SITE_PAGES.home} variant="default">
            Back to the home page
          </Button>
        </div>
      </div>
    </section>
  );
}
