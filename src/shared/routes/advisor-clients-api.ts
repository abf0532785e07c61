// API paths of an advisor's page of one client.
import { fillPath } from './fill-path';

export const ADVISOR_CLIENT_API_PATTERNS = {
  client: '/api/dashboard/clients/:client',
  fileDownload: '/api/dashboard/clients/:client/files/:fileId/download',
} as const;

export const ADVISOR_CLIENT_API = {
  client: (client: string) => fillPath(ADVISOR_CLIENT_API_PATTERNS.client, { client }),
  fileDownload: (client: string, fileId: string) =>
    fillPath(ADVISOR_CLIENT_API_PATTERNS.fileDownload, { client, fileId }),
} as const;
