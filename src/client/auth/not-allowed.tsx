// What a signed-in user without the area's role sees (docs/product.md#roles): a clear, friendly
// page in the frame, not an error.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '../../shared/constants';
import { hasAnyRole } from '../../shared/roles';
import type { AREA_ROLES } from '../../shared/roles';
import { AREA_ROOTS } from '../../shared/routes/areas';
import { SITE_PAGES } from '../../shared/routes/site';
import classes from '../ui/status-page.module.css';
import { useAuth } from './auth-context';

export type Area = keyof typeof AREA_ROLES;

const AREA_TEXT: Record<Area, { name: string; audience: string }> = {
  admin: { name: 'Admin', audience: 'our administrators' },
  account: { name: 'My Account', audience: 'clients' },
  dashboard: { name: 'Advisor Home', audience: 'advisors' },
};

export function NotAllowed({ area }: { area: Area }) {
  const { user, roles } = useAuth();
  const text = AREA_TEXT[area];
  return (
    <section className={classes.wrap} aria-labelledby="not-allowed-title">
      <div className={classes.card}>
        <p className={classes.eyebrow}>{text.name}</p>
        <h1 id="not-allowed-title" className={classes.title}>
          Sorry, you’re not allowed to see this page
        </h1>
        <p className={classes.text}>
          {user ? `You’re signed in as ${user.fullName}. ` : ''}
          This part of {APP_NAME} is only for {text.audience}. If you think you should have access,
          please contact us.
        </p>
        <div className={classes.actions}>
          {area !== 'account' && hasAnyRole(roles, ['Consumer']) && (
            <Button component={Link} to={AREA_ROOTS.account}>
              Go to My Account
            </Button>
          )}
          <Button component={Link} to={SITE_PAGES.home} variant="default">
            Go to the home page
          </Button>
          <Button component={Link} to={SITE_PAGES.contact} variant="subtle" color="navy">
            Contact us
          </Button>
        </div>
      </div>
    </section>
  );
}
