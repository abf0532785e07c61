// The frame's header (docs/product.md#frame): anchors on the landing page, Money Tools, Get
// Started, and 'Log In' or the signed-in user's role buttons. Below 992 px the links move into a
// drawer.
import { useDisclosure } from '@mantine/hooks';
import { Burger, Button, Stack } from '@mantine/core';
import { LazyDrawer as Drawer, preloadOverlays } from '../ui/lazy-overlays';
import { Link } from 'react-router';
import { AUTH_PAGES } from '../../shared/routes/identity';
import { SITE_PAGES } from '../../shared/routes/site';
import { useAuth } from '../auth/auth-context';
import { BrandMark } from './brand-mark';
import { GET_STARTED_LINK, HEADER_LINKS, roleLinks } from './frame-links';
import classes from './site-header.module.css';

export function SiteHeader() {
  const auth = useAuth();
  const [opened, { toggle, close }] = useDisclosure(false);
  const accountLinks = roleLinks(auth);

  const accountButtons = (inDrawer: boolean) => {
    // Nothing while a stored session is restored, so 'Log In' does not flash for a signed-in user.
    if (auth.status === 'loading') return null;
    if (auth.status === 'signedIn') {
      return accountLinks.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          variant="default"
          fullWidth={inDrawer}
          onClick={close}
        >
          {link.label}
        </Button>
      ));
    }
    return (
      <Button
        component={Link}
        to={AUTH_PAGES.login}
        variant={inDrawer ? 'default' : 'subtle'}
        color={inDrawer ? undefined : 'navy'}
        fullWidth={inDrawer}
        onClick={close}
      >
        Log In
      </Button>
    );
  };

  return (
    <header
      className={classes.header}
      data-crowded={accountLinks.length >= 2 ? accountLinks.length : undefined}
    >
      <div className={classes.inner}>
        <Link
          to={SITE_PAGES.home}
          className={classes.brandLink}
          aria-label="Just Financial Advice, home"
        >
          <BrandMark nameClassName={classes.brandName} />
        </Link>

        <nav className={classes.nav} aria-label="Main">
          {HEADER_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={classes.navLink}>
              {link.label}
            </Link>
          ))}
        </nav>

        <div className={classes.actions}>
          {accountButtons(false)}
          <Button component={Link} to={GET_STARTED_LINK.to} color="brand">
            {GET_STARTED_LINK.label}
          </Button>
        </div>

        <Burger
          className={classes.burger}
          opened={opened}
          onClick={toggle}
          onPointerEnter={preloadOverlays}
          onTouchStart={preloadOverlays}
          onFocus={preloadOverlays}
          aria-label={opened ? 'Close menu' : 'Open menu'}
          aria-expanded={opened}
          aria-controls="mobile-menu"
          size="sm"
        />
      </div>

      <Drawer
        id="mobile-menu"
        opened={opened}
        onClose={close}
        position="right"
        size="min(320px, 100vw)"
        title={<BrandMark />}
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <nav aria-label="Main (mobile)">
          <Stack gap={4}>
            {HEADER_LINKS.map((link) => (
              <Link key={link.to} to={link.to} className={classes.drawerLink} onClick={close}>
                {link.label}
              </Link>
            ))}
          </Stack>
        </nav>
        <Stack gap="sm" mt="xl">
          {accountButtons(true)}
          <Button component={Link} to={GET_STARTED_LINK.to} onClick={close} fullWidth>
            {GET_STARTED_LINK.label}
          </Button>
        </Stack>
      </Drawer>
    </header>
  );
}
