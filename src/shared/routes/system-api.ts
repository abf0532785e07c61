// API paths of the running system: health, feature flags, app info and the client's error log.
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
  contactDetails: '/api/system/contact-details',
  logError: '/api/system/log-error',
  /** The API described by itself: a readable page and the OpenAPI document. */
  apiDocs: '/api/docs',
  apiDocsJson: '/api/docs/json',
} as const;
