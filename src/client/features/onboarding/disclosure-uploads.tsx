// The advisor's own disclosure documents (docs/product.md#becoming-an-advisor): Form ADV Part 2A
// and Form CRS, each one PDF, uploaded (a new one replaces the old) and downloaded back. The
// server judges a file by its bytes, so a renamed image is refused with its message.
import { useState } from 'react';
import { Button, FileButton } from '@mantine/core';
import { Alert } from '../../ui/alert';
import type { DisclosureFile } from '../../../shared/contracts/onboarding';
import { LIMITS } from '../../../shared/limits';
import { formatMeetingDay } from '../../../shared/meeting-time';
import { DISCLOSURE_KINDS, DISCLOSURE_TITLES } from '../../../shared/onboarding';
import type { DisclosureKind } from '../../../shared/onboarding';
import { messageOf } from '../../api/error-message';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { useNotifications } from '../../ui/notifications';
import { useChecklist, useDownloadDisclosure, useUploadDisclosure } from './onboarding-api';
import classes from './onboarding.module.css';

const MEGABYTE = 1024 * 1024;

const ABOUT: Record<DisclosureKind, string> = {
  adv: 'The brochure you give clients about your services, fees and conflicts of interest.',
  crs: 'The short relationship summary (Form CRS) you deliver to retail investors.',
};

const sizeOf = (bytes: number) =>
  bytes < MEGABYTE
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / MEGABYTE).toFixed(1)} MB`;

function DisclosureCard({
  kind,
  file,
}: {
  kind: DisclosureKind;
  file: DisclosureFile | undefined;
}) {
  const upload = useUploadDisclosure();
  const download = useDownloadDisclosure();
  const notify = useNotifications();
  const timeZone = useDisplayTimeZone();
  const [problem, setProblem] = useState<string | null>(null);
  const title = DISCLOSURE_TITLES[kind];
  const maxBytes = LIMITS.disclosureBytes.max;

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    setProblem(null);
    if (chosen.size > maxBytes) {
      setProblem(`The file must be at most ${maxBytes / MEGABYTE} MB.`);
      return;
    }
    upload.mutate(
      { kind, file: chosen },
      {
        onSuccess: () => notify.success(`${title} uploaded.`),
        onError: (error) => setProblem(messageOf(error)),
      },
    );
  };

  return (
    <li className={classes.card} data-testid={`disclosure-${kind}`}>
      <div className={classes.cardHead}>
        <h2 className={classes.cardTitle}>{title}</h2>
        <span className={classes.progress}>{file ? 'Uploaded' : 'Not uploaded yet'}</span>
      </div>
      <p className={classes.muted}>{ABOUT[kind]}</p>
      {file && (
        <dl className={classes.facts}>
          <dt>File</dt>
          <dd>{file.fileName}</dd>
          <dt>Size</dt>
          <dd>{sizeOf(file.sizeBytes)}</dd>
          <dt>Uploaded</dt>
          <dd>{formatMeetingDay(file.uploadedAt, timeZone)}</dd>
        </dl>
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert" mt="sm" title="Not uploaded">
          {problem}
        </Alert>
      )}
      <div className={classes.inline}>
        <FileButton onChange={choose} accept="application/pdf">
          {(props) => (
            <Button {...props} variant={file ? 'default' : 'filled'} loading={upload.isPending}>
              {file ? `Replace ${title}` : `Upload ${title}`}
            </Button>
          )}
        </FileButton>
        {file && (
          <Button
            variant="subtle"
            loading={download.isPending}
            onClick={() =>
              download.mutate({ kind }, { onError: (error) => notify.error(messageOf(error)) })
            }
          >
            Download
          </Button>
        )}
      </div>
    </li>
  );
}

export function DisclosureUploads() {
  const checklist = useChecklist();
  if (checklist.isPending) return <p className={classes.muted}>Loading your documents…</p>;
  if (checklist.isError) {
    return (
      <Alert color="red" variant="light" title="Your documents could not be loaded">
        {messageOf(checklist.error)}{' '}
        <Button size="xs" variant="default" onClick={() => void checklist.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <ul className={classes.cards}>
      {DISCLOSURE_KINDS.map((kind) => (
        <DisclosureCard
          key={kind}
          kind={kind}
          file={checklist.data.disclosures.find((file) => file.kind === kind)}
        />
      ))}
    </ul>
  );
}
