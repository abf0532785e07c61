// Downloading a vault file: ask the server for a short-lived link, then let the browser fetch it.
// Used by the client's vault and by an advisor's page for a client.
import { useState } from 'react';
import type { DownloadLink } from '../../../../shared/contracts/vault';
import { openDownload } from '../vault-api';
import { useNotifications } from '../../../ui/notifications';

export function useDownload(linkFor: (fileId: string) => Promise<DownloadLink>) {
  const notify = useNotifications();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = (fileId: string) => {
    setDownloading(fileId);
    linkFor(fileId)
      .then(openDownload)
      .catch(() => notify.error('Please try again in a moment.', 'The download could not start'))
      .finally(() => setDownloading(null));
  };
  return { download, downloading };
}
