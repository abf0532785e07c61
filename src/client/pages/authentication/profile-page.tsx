// authentication/profile (docs/product.md#sign-in): who is signed in, their roles, and the
// provider's account page when the provider is our own.
import { useEffect, useState } from 'react';
import { Badge, Button } from '@mantine/core';
import { Link } from 'react-router';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { useAuth } from '../../auth/auth-context';
import { AuthLoading } from '../../auth/auth-loading';
import classes from '../../ui/status-page.module.css';
import profile from './profile-page.module.css';
import '@mantine/core/styles/Badge.css';

/** The embedded provider's password page, under its issuer; other providers have their own. */
const EMBEDDED_PASSWORD_PAGE = '/forgot-password';

function usePasswordPage(): string | null {
  const { signInClient, status } = useAuth();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (status !== 'signedIn') return;
    let current = true;
    signInClient()
      .then(({ settings }) => {
        const issuer = new URL(settings.authority, window.location.origin);
        // Only our own provider is known to have the page; an external one is left alone.
        if (current && issuer.origin === window.location.origin) {
          setUrl(`${issuer.href.replace(/\/$/, '')}${EMBEDDED_PASSWORD_PAGE}`);
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signInClient, status]);
  return url;
}

export default function ProfilePage() {
  const { status, user, impersonation } = useAuth();
  const passwordPage = usePasswordPage();

  if (status === 'loading') return <AuthLoading />;
  if (status === 'signedOut' || !user) {
    return (
      <section className={classes.wrap} aria-labelledby="profile-title">
        <div className={classes.card}>
          <p className={classes.eyebrow}>Your profile</p>
          <h1 id="profile-title" className={classes.title}>
            You’re not logged in
          </h1>
          <p className={classes.text}>Log in to see your account details.</p>
          <div className={classes.actions}>
            <Button component={Link} to={AUTH_PAGES.login}>
              Log In
            </Button>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className={classes.wrap} aria-labelledby="profile-title">
      <div className={classes.card}>
        <p className={classes.eyebrow}>Your profile</p>
        <h1 id="profile-title" className={classes.title}>
          {user.fullName}
        </h1>
        {impersonation.active && (
          <p className={classes.detail}>{impersonation.active.adminName} is acting as this user.</p>
        )}
        <dl className={profile.details}>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Roles</dt>
          <dd className={profile.roles}>
            {user.roles.length === 0
              ? 'None'
              : user.roles.map((role) => (
                  <Badge key={role} variant="light" color="brand" radius="sm">
                    {role}
                  </Badge>
                ))}
          </dd>
        </dl>
        <div className={classes.actions}>
          {passwordPage && (
            <Button component="a" href={passwordPage} variant="default">
              Change your password
            </Button>
          )}
          <Button component={Link} to={AUTH_PAGES.logout} variant="default">
            Log Out
          </Button>
        </div>
      </div>
    </section>
  );
}
