// The page frame (docs/product.md#frame) around every route, with the in-router providers
// (docs/product.md#interface).
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { useAuth } from '../auth/auth-context';
import { withChunkTimeout } from '../chunk-timeout';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { StagingGuard } from '../auth/staging-guard';
import { useDocumentHead } from '../document-head';
import { useNavigationTracking } from '../tracking/use-navigation-tracking';
import { ConfirmProvider } from '../ui/confirm-provider';
import { FormModalProvider } from '../ui/form-modal-provider';
import { LoadingOverlayProvider } from '../ui/loading-overlay';
import { NotificationsProvider } from '../ui/notifications';
import { EnvironmentLabel } from './environment-label';
import { SeasonalEffects } from './seasonal/seasonal-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './root-layout.module.css';

const SessionEndedDialog = lazy(() => withChunkTimeout(import('./session-ended-dialog')));

/** The sign-in-again dialog, loaded only once a session ended under the page (ADR 0072). */
function SessionEnded() {
  const { session } = useAuth();
  if (!session.ended) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedDialog />
    </Suspense>
  );
}

/**
 * The frame without tracking, for the root error boundary (where hooks may be the problem).
 * `decorations` sit between the page and the footer (the seasonal effects).
 */
export function Frame({ children, decorations }: { children: ReactNode; decorations?: ReactNode }) {
  return (
    <NotificationsProvider>
      <LoadingOverlayProvider>
        <ConfirmProvider>
          <FormModalProvider>
            <div className={classes.page}>
              <a href="#main" className={classes.skipLink}>
                Skip to main content
              </a>
              <SiteHeader />
              <main id="main" className={classes.main} tabIndex={-1}>
                {children}
              </main>
              {decorations}
              <SiteFooter />
              <EnvironmentLabel />
              <SessionEnded />
            </div>
          </FormModalProvider>
        </ConfirmProvider>
      </LoadingOverlayProvider>
    </NotificationsProvider>
  );
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.progress} role="progressbar" aria-label="Loading page" />;
}

export function RootLayout() {
  useNavigationTracking();
  useDocumentHead();
  return (
    <Frame decorations={<SeasonalEffects />}>
      <NavigationProgress />
      <ScrollRestoration />
      <StagingGuard>
        <Outlet />
      </StagingGuard>
    </Frame>
  );
}
