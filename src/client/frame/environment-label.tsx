// The bottom-left corner: which environment, database and file store are in use (development
// and staging only, spec §2.8), and, in every environment, who an admin is acting as (spec §4).
// App info is fetched after mount, so the server HTML and the first client render agree.
import { Suspense, lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { appInfoQuery } from '../api/system';
import { useAuth } from '../auth/auth-context';
import { withChunkTimeout } from '../chunk-timeout';
import classes from './environment-label.module.css';

const ImpersonationUi = lazy(() => withChunkTimeout(import('./impersonation-ui')));

export function EnvironmentLabel() {
  const { data } = useQuery(appInfoQuery());
  const { impersonation } = useAuth();
  const showEnvironment = data !== undefined && data.appEnv !== 'production';
  const impersonating = impersonation.active !== null || impersonation.ended !== null;
  if (!showEnvironment && !impersonating) return null;
  return (
    <div className={classes.area}>
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
