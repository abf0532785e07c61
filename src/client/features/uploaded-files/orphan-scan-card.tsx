// The orphan scan of the console (docs/product.md#uploaded-files): on request, walks the store and
// the records; lists objects no record points at (removable one by one or all at once, after a
// confirmation) and records whose object is missing (to look into where they are used).
import '@mantine/core/styles/Loader.css';
import { useState } from 'react';
import { Button, Loader } from '@mantine/core';
import { Alert } from '../../ui/alert';
import {
  ORPHAN_GRACE_MINUTES,
  ORPHAN_KEPT_MESSAGES,
  UPLOADED_FILE_KIND_LABELS,
} from '../../../shared/contracts/uploaded-files';
import type { OrphanScan, RemoveOrphansAnswer } from '../../../shared/contracts/uploaded-files';
import { formatNumber } from '../../../shared/format';
import { messageOf } from '../../api/error-message';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { dateTime } from '../users/users-format';
import { formatBytes } from '../vault/file-size';
import { useOrphanScan, useRemoveOrphans } from './uploaded-files-api';
import classes from './uploaded-files.module.css';
import { adminFailureMessage } from '../console/admin-failure';

function keptSummary(answer: RemoveOrphansAnswer): string {
  return answer.kept
    .map((kept) => `${kept.key}: kept, ${ORPHAN_KEPT_MESSAGES[kept.reason]}`)
    .join('; ');
}

function OrphanObjects({ scan }: { scan: OrphanScan }) {
  const confirm = useConfirm();
  const notify = useNotifications();
  const remove = useRemoveOrphans();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const removeKeys = async (keys: string[], title: string) => {
    const ok = await confirm({
      title,
      message:
        'Each file is checked again before it goes: one a record points at by now, or stored in the last hour, stays. Removed files cannot be brought back.',
      confirmLabel: keys.length === 1 ? 'Remove file' : `Remove ${formatNumber(keys.length)} files`,
      destructive: true,
    });
    if (!ok) return;
    setBusyKey(keys.length === 1 ? (keys[0] ?? null) : '*');
    remove.mutate(keys, {
      // One notification says both, as a second would take the place of the first.
      onSuccess: (answer) => {
        const removed = `${formatNumber(answer.removed.length)} ${answer.removed.length === 1 ? 'file' : 'files'} removed.`;
        if (answer.kept.length === 0) notify.success(removed, 'Orphans removed');
        else notify.info(`${removed} ${keptSummary(answer)}`, 'Some files were kept');
      },
      onError: (error) =>
        notify.error(adminFailureMessage('removeOrphanedFiles', error), 'Nothing removed'),
      onSettled: () => setBusyKey(null),
    });
  };

  if (scan.objects.length === 0) {
    return <p className={classes.muted}>Every stored file belongs to a record.</p>;
  }
  return (
    <>
      <div className={classes.summaryRow}>
        <p>
          <strong>{formatNumber(scan.objects.length)}</strong>{' '}
          {scan.objects.length === 1 ? 'file' : 'files'} with no record,{' '}
          <strong>{formatBytes(scan.objectBytes)}</strong> in all.
        </p>
        <Button
          color="red.9"
          variant="outline"
          loading={busyKey === '*'}
          disabled={remove.isPending && busyKey !== '*'}
          onClick={() =>
            void removeKeys(
              scan.objects.map((object) => object.key),
              `Remove all ${formatNumber(scan.objects.length)} orphaned files?`,
            )
          }
        >
          Remove all
        </Button>
      </div>
      <ul className={classes.orphans} aria-label="Files with no record">
        {scan.objects.map((object) => (
          <li key={object.key} className={classes.orphan}>
            <span className={classes.orphanText}>
              <code className={classes.key}>{object.key}</code>
              <span className={classes.muted}>
                {formatBytes(object.bytes)} · stored {dateTime(object.modifiedAt)}
              </span>
            </span>
            <Button
              size="xs"
              color="red.9"
              variant="outline"
              aria-label={`Remove ${object.key}`}
              loading={busyKey === object.key}
              disabled={remove.isPending && busyKey !== object.key}
              onClick={() => void removeKeys([object.key], 'Remove this orphaned file?')}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

function MissingObjects({ scan }: { scan: OrphanScan }) {
  if (scan.missing.length === 0) {
    return <p className={classes.muted}>Every record’s file is in the store.</p>;
  }
  return (
    <ul className={classes.orphans} aria-label="Records whose file is missing">
      {scan.missing.map((row) => (
        <li key={`${row.kind}:${row.key}`} className={classes.orphan}>
          <span className={classes.orphanText}>
            <span>
              <strong>{row.name}</strong> · {UPLOADED_FILE_KIND_LABELS[row.kind]} · {row.belongsTo}
              {row.owner ? ` · ${row.owner.fullName || row.owner.email}` : ''}
            </span>
            <code className={classes.key}>{row.key}</code>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function OrphanScanCard() {
  const [started, setStarted] = useState(false);
  const scan = useOrphanScan(started);
  const scanning = scan.isFetching;

  return (
    <section className={classes.card} aria-labelledby="orphan-scan" aria-busy={scanning}>
      <div className={classes.summaryRow}>
        <div>
          <h2 id="orphan-scan" className={classes.cardTitle}>
            Orphaned files
          </h2>
          <p className={classes.muted}>
            Files in storage that no record points at, and records whose file is gone. Files stored
            in the last {ORPHAN_GRACE_MINUTES} minutes are left out: their record may be a moment
            away.
          </p>
        </div>
        <Button
          variant={scan.data ? 'light' : 'filled'}
          loading={scanning}
          onClick={() => (started ? void scan.refetch() : setStarted(true))}
        >
          {scan.data ? 'Scan again' : 'Find orphaned files'}
        </Button>
      </div>
      {scanning && (
        <p className={classes.progress} role="status">
          <Loader size="sm" aria-hidden="true" /> Walking every stored file and every record; a
          large store takes a while.
        </p>
      )}
      {scan.isError && !scanning && (
        <Alert color="red" variant="light" role="alert" title="The scan did not finish">
          {messageOf(scan.error)}
        </Alert>
      )}
      {scan.data && !scanning && (
        <div className={classes.results}>
          <p className={classes.muted} role="status">
            Scanned {formatNumber(scan.data.scannedObjects)} stored files and{' '}
            {formatNumber(scan.data.scannedRecords)} records, {dateTime(scan.data.finishedAt)}.
            {scan.data.truncated && ' Only the first ones are listed: remove them and scan again.'}
          </p>
          <h3 className={classes.subTitle}>Stored files with no record</h3>
          <OrphanObjects scan={scan.data} />
          <h3 className={classes.subTitle}>Records whose file is missing</h3>
          <MissingObjects scan={scan.data} />
        </div>
      )}
    </section>
  );
}
