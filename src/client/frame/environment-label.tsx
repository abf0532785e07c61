// The bottom-left corner: which environment, database and file store are in use (development and
// staging only, docs/product.md#staging), and, in every environment, who an admin is acting as
// (docs/product.md#impersonation). A server-rendered page carries app info in its hydration data,
// so the server HTML and the first client render agree.
import { Suspense, lazy, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { appInfoQuery } from '../api/system';
import { useAuth } from '../auth/auth-context';
import { withChunkTimeout } from '../chunk-timeout';
import classes from './environment-label.module.css';

const ImpersonationUi = lazy(() => withChunkTimeout(import('./impersonation-ui')));

const OVERLAY_HEIGHT_VAR = '--corner-overlay-height';

/** Keeps the corner's height in a CSS variable, so the footer can make room for it. */
function useReservedHeight(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(OVERLAY_HEIGHT_VAR, `${element.offsetHeight + 8}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(OVERLAY_HEIGHT_VAR);
    };
  }, [element]);
}

export function EnvironmentLabel() {
  const { data } = useQuery(appInfoQuery());
  const { impersonation } = useAuth();
  const showEnvironment = data !== undefined && data.appEnv !== 'production';
  const impersonating = impersonation.active !== null || impersonation.ended !== null;
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  useReservedHeight(area);
  if (!showEnvironment && !impersonating) return null;
  return (
    <div className={classes.area} ref={setArea} data-corner-overlay="">
      {impersonating && (
        <Suspense fallback={null}>
          <ImpersonationUi />
        </Suspense>
      )}
      {showEnvironment && (
        <aside
          className={classes.label}
          aria-label="Environment"
          title={`${data.appEnv} · database: ${data.dbEnvironment} · files: ${data.s3_Files_Environment}`}
        >
          <span className={classes.env}>{data.appEnv}</span>
          <span className={classes.detail}>db: {data.dbEnvironment}</span>
          <span className={classes.detail}>files: {data.s3_Files_Environment}</span>
        </aside>
      )}
    </div>
  );
}
