// The files a client chose to share with this advisor, newest share first, to download.
import { Button } from '@mantine/core';
import type { AdvisorClient } from '../../../shared/contracts/vault';
import { vaultCalls } from './vault-api';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { formatFileDate } from './parts/file-date';
import { fileKindOf } from './parts/file-kind';
import { FileKindIcon } from './parts/file-kind-icon';
import { formatBytes } from './parts/file-size';
import { useDownload } from './parts/use-download';
import classes from '../meetings/client-page.module.css';

export interface ClientFilesProps {
  /** The id or email address the page was opened with; the download link is asked by it. */
  client: string;
  firstName: string;
  files: AdvisorClient['files'];
}

export function ClientFiles({ client, firstName, files }: ClientFilesProps) {
  const { download, downloading } = useDownload((fileId) =>
    vaultCalls.advisorDownloadLink(client, fileId),
  );
  const timeZone = useDisplayTimeZone();
  return (
    <section className={classes.panel} aria-labelledby="client-files-title">
      <h2 id="client-files-title" className={classes.panelTitle}>
        Files shared with you
      </h2>
      {files.length === 0 ? (
        <p className={classes.muted}>
          {firstName} has not shared any files with you yet. Clients keep documents in their secure
          file vault and choose which ones you see; ask {firstName} to share what you need before
          you meet.
        </p>
      ) : (
        <ul className={classes.files}>
          {files.map((file) => (
            <li key={file.id} className={classes.file}>
              <FileKindIcon contentType={file.contentType} size={32} />
              <div className={classes.fileText}>
                <span className={classes.fileName}>{file.name}</span>
                <span className={classes.fileMeta}>
                  {fileKindOf(file.contentType).label} · {formatBytes(file.sizeBytes)} · Shared{' '}
                  <time dateTime={file.sharedAt}>{formatFileDate(file.sharedAt, timeZone)}</time>
                </span>
              </div>
              <Button
                size="xs"
                variant="light"
                onClick={() => download(file.id)}
                loading={downloading === file.id}
                aria-label={`Download ${file.name}`}
              >
                Download
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
