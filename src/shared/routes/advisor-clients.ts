// Page paths of an advisor's page of one client (its API paths: advisor-clients-api.ts).
import { fillPath } from './fill-path';

export const ADVISOR_CLIENT_PAGE_PATTERNS = {
  client: '/dashboard/client/:clientIdOrEmailAddress',
} as const;

export const ADVISOR_CLIENT_PAGES = {
  client: (clientIdOrEmailAddress: string) =>
    fillPath(ADVISOR_CLIENT_PAGE_PATTERNS.client, { clientIdOrEmailAddress }),
} as const;
