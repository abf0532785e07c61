// Which database the configuration points at.
import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseTarget } from './client';

export function databaseTarget(config: Config): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}
