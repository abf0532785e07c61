// Admin → Documents (docs/product.md#compliance-documents): the footer's compliance documents in
// the footer's own order, each with its label, version and file; a new PDF version, a new
// document and a rename, each announced when done (the server writes the audit row).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { useState } from 'react';
import { Badge, Button, Skeleton, VisuallyHidden } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminComplianceDocument } from '../../../shared/contracts/compliance';
import { formatMeetingDay } from '../../../shared/meeting-time';
import { messageOf } from '../../api/error-message';
import { useFormModal } from '../../ui/form-modal-provider';
import { useNotifications } from '../../ui/notifications';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import {
  complianceKeys,
  renameDocument,
  uploadDocumentVersion,
  useComplianceDocuments,
} from './compliance-api';
import { RenameForm, UploadForm } from './parts/document-forms';
import type { UploadValues } from './parts/document-forms';
import classes from './parts/documents-admin.module.css';

function UploadDialog({
  document,
  onDone,
}: {
  document?: AdminComplianceDocument;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const notify = useNotifications();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (values: UploadValues) => uploadDocumentVersion(values),
    onSuccess: (published) => {
      void queryClient.invalidateQueries({ queryKey: complianceKeys.documents });
      notify.success(
        document
          ? `Version ${published.version} of ${published.displayName} is now in force.`
          : `${published.displayName} was added to the footer.`,
        document ? 'New version published' : 'Document added',
      );
      onDone();
    },
    onError: (error) => setProblem(messageOf(error)),
  });
  return (
    <UploadForm
      {...(document ? { document } : {})}
      busy={upload.isPending}
      problem={problem}
      onSubmit={(values) => {
        setProblem(null);
        upload.mutate(values);
      }}
      onCancel={onDone}
      onFileChange={() => setProblem(null)}
    />
  );
}

function RenameDialog({
  document,
  onDone,
}: {
  document: AdminComplianceDocument;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const notify = useNotifications();
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (displayName: string) => renameDocument(document.slug, displayName),
    onSuccess: (renamed) => {
      void queryClient.invalidateQueries({ queryKey: complianceKeys.documents });
      notify.success(`${document.displayName} is now called ${renamed.displayName}.`, 'Renamed');
      onDone();
    },
    onError: (error) => setProblem(messageOf(error)),
  });
  return (
    <RenameForm
      document={document}
      busy={rename.isPending}
      problem={problem}
      onSubmit={(displayName) => {
        setProblem(null);
        rename.mutate(displayName);
      }}
      onCancel={onDone}
    />
  );
}

function DocumentRow({
  document,
  position,
}: {
  document: AdminComplianceDocument;
  position: number;
}) {
  const formModal = useFormModal();
  const timeZone = useDisplayTimeZone();
  const titleId = `document-${document.slug}`;
  return (
    <li className={classes.row} aria-labelledby={titleId}>
      <span className={classes.position} aria-label={`Footer position ${position}`}>
        {position}
      </span>
      <div className={classes.details}>
        <h2 id={titleId} className={classes.name}>
          {document.displayName}
        </h2>
        {document.footerLabel !== document.displayName && (
          <p className={classes.label}>Footer shows “{document.footerLabel}”</p>
        )}
        <p className={classes.meta}>
          <Badge component="span" variant="light" color="navy" c="navy.9" radius="sm">
            Version {document.version}
          </Badge>
          {document.agreement && (
            <Badge component="span" variant="light" color="gold" c="gold.9" radius="sm">
              Client agreement
            </Badge>
          )}
          <span>Effective {formatMeetingDay(document.effectiveAt, timeZone)}</span>
          <span>{document.fileName ? `PDF: ${document.fileName}` : 'The firm’s own text'}</span>
        </p>
      </div>
      <div className={classes.actions}>
        {/* eslint-disable-next-line react/jsx-no-target-blank */}
        <a className={classes.open} href={document.url} target="_blank" rel="noopener">
          Open<VisuallyHidden> {document.displayName} (new tab)</VisuallyHidden>
        </a>
        <Button
          size="xs"
          variant="default"
          aria-label={`Rename ${document.displayName}`}
          onClick={() =>
            formModal.open({
              title: `Rename ${document.displayName}`,
              render: (close) => <RenameDialog document={document} onDone={close} />,
            })
          }
        >
          Rename
        </Button>
        <Button
          size="xs"
          aria-label={`Upload a new version of ${document.displayName}`}
          onClick={() =>
            formModal.open({
              title: `New version of ${document.displayName}`,
              render: (close) => <UploadDialog document={document} onDone={close} />,
            })
          }
        >
          New version
        </Button>
      </div>
    </li>
  );
}

export function DocumentsAdmin() {
  const { data, isPending, isError, refetch } = useComplianceDocuments();
  const formModal = useFormModal();
  return (
    <>
      <div className={classes.toolbar}>
        <p className={classes.hint}>
          In the footer’s order: names with “terms” or “privacy” first, then the rest by name.
          Renaming moves a document.
        </p>
        <Button
          onClick={() =>
            formModal.open({
              title: 'Add a compliance document',
              render: (close) => <UploadDialog onDone={close} />,
            })
          }
        >
          Add a document
        </Button>
      </div>
      {isPending && (
        <div aria-busy="true" aria-label="Loading the documents" className={classes.list}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={88} radius="md" />
          ))}
        </div>
      )}
      {isError && (
        <div className={classes.empty} role="alert">
          <p>The documents could not be loaded.</p>
          <Button variant="default" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      )}
      {data && data.length === 0 && (
        <p className={classes.empty}>No compliance documents yet: add the first one.</p>
      )}
      {data && data.length > 0 && (
        <ol className={classes.list} aria-label="Compliance documents in footer order">
          {data.map((document, index) => (
            <DocumentRow key={document.slug} document={document} position={index + 1} />
          ))}
        </ol>
      )}
    </>
  );
}
