// The client's files on a phone: a card each, the name first and the actions within thumb reach.
import type { VaultFile } from '../../../../shared/contracts/vault';
import { useDisplayTimeZone } from '../../../ui/use-display-time-zone';
import { FileActions } from './file-actions';
import { formatFileDate } from './file-date';
import { fileKindOf } from './file-kind';
import { FileKindIcon } from './file-kind-icon';
import { formatBytes } from './file-size';
import { SharedWith } from './shared-with';
import classes from './vault-files.module.css';

export function VaultFileCards({ files, labelledBy }: { files: VaultFile[]; labelledBy: string }) {
  const timeZone = useDisplayTimeZone();
  return (
    <ul className={classes.cards} aria-labelledby={labelledBy}>
      {files.map((file) => (
        <li key={file.id}>
          <article className={classes.card} aria-labelledby={`vault-file-${file.id}`}>
            <div className={classes.nameBlock}>
              <FileKindIcon contentType={file.contentType} />
              <div className={classes.nameText}>
                <h3 id={`vault-file-${file.id}`} className={classes.cardName}>
                  {file.name}
                </h3>
                <p className={classes.kind}>
                  {fileKindOf(file.contentType).label} · {formatBytes(file.sizeBytes)} · Uploaded{' '}
                  <time dateTime={file.createdAt}>{formatFileDate(file.createdAt, timeZone)}</time>
                </p>
              </div>
            </div>
            <div className={classes.cardShared}>
              <span className={classes.cardLabel}>Shared with</span>
              <SharedWith file={file} />
            </div>
            <FileActions file={file} />
          </article>
        </li>
      ))}
    </ul>
  );
}
