// What a route shows when loading or rendering fails. It explains chunk time-outs and stale
// deployments, shows AppError messages, and hides anything else behind the general message.
import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { ERROR_MESSAGES, isAppError } from '../../shared/errors';
import { SITE_PAGES } from '../../shared/routes/site';
import { logClientError } from '../api/error-log';
import { ChunkLoadTimeoutError, isChunkLoadFailure } from '../chunk-timeout';
import { NotFoundContent } from './not-found-content';
import classes from '../ui/status-page.module.css';

interface Explained {
  title: string;
  message: string;
  offerReload: boolean;
}

export function explainError(error: unknown): Explained {
  if (error instanceof ChunkLoadTimeoutError) {
    return { title: 'This page is taking too long', message: error.message, offerReload: true };
  }
  if (isChunkLoadFailure(error)) {
    return {
      title: 'A newer version is available',
      message: 'We updated the site while you were here. Reload the page to continue.',
      offerReload: true,
    };
  }
  if (isAppError(error)) {
    return { title: 'Something went wrong', message: error.message, offerReload: false };
  }
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return {
      title: 'Something went wrong',
      message: message || ERROR_MESSAGES.general,
      offerReload: error.status >= 500,
    };
  }
  return { title: 'Something went wrong', message: ERROR_MESSAGES.general, offerReload: true };
}

export function ErrorContent({ error }: { error: unknown }) {
  useEffect(() => {
    if (error !== null) logClientError('route error', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = typeof error.data === 'string' && error.data ? error.data : undefined;
    return <NotFoundContent message={message} />;
  }
  const explained = explainError(error);
  return (
    <section className={classes.wrap} aria-labelledby="error-title">
      <div className={classes.card} role="alert">
        <p className={classes.eyebrow}>Error</p>
        <h1 id="error-title" className={classes.title}>
          {explained.title}
        </h1>
        <p className={classes.text}>{explained.message}</p>
        <div className={classes.actions}>
          {explained.offerReload && (
            <Button onClick={() => window.location.reload()}>Reload the page</Button>
          )}
          <Button
            component={Link}
            to={SITE_PAGES.home}
            variant={explained.offerReload ? 'default' : 'filled'}
            reloadDocument
          >
            Go to the home page
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The route errorElement: the error in the page area of the frame. */
export function RouteErrorPage() {
  return <ErrorContent error={useRouteError()} />;
}
