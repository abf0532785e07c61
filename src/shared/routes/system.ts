// Paths of the running system: health, feature flags, app info, the client's error log, the
// probes an orchestrator reads and the files search engines fetch.
import { fillPath } from './fill-path';

export const SYSTEM_API_PATTERNS = {
  featureFlag: '/api/system/feature/:name',
} as const;

/** The client prefixes nothing: these are absolute. */
export const SYSTEM_API = {
  health: '/api/health',
  featureFlag: (name: string) => fillPath(SYSTEM_API_PATTERNS.featureFlag, { name }),
  appInfo: '/api/system/app-info',
  systemKeys: '/api/system/system-keys',
  logError: '/api/system/log-error',
} as const;

/** Probes for a load balancer or orchestrator: process up (no I/O), and ready for traffic. */
export const HEALTH_PROBES = { live: '/health/live', ready: '/health/ready' } as const;

/** Files for search engines, answered by the server. */
export const SEO_FILES = { sitemap: '/sitemap.xml', robots: '/robots.txt' } as const;
