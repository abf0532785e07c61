// Which environment, database and file store are in use, in development and staging only
// (spec §2.8). Fetched after mount, so the server HTML and the first client render agree.
import { useQuery } from '@tanstack/react-query';
import { appInfoQuery } from '../api/system';
import classes from './environment-label.module.css';

export function EnvironmentLabel() {
  const { data } = useQuery(appInfoQuery());
  if (!data || data.appEnv === 'production') return null;
  return (
    <aside
      className={classes.label}
      aria-label="Environment"
      title={`${data.appEnv} · database: ${data.dbEnvironment} · files: ${data.s3_Files_Environment}`}
    >
      <span className={classes.env}>{data.appEnv}</span>
      <span className={classes.detail}>db: {data.dbEnvironment}</span>
      <span className={classes.detail}>files: {data.s3_Files_Environment}</span>
    </aside>
  );
}
