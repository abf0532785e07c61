// The forms of the documents page: a new PDF version of a document (or a new document, with its
// name and address), and a new name. Each checks with the shared rules before anything is sent;
// publishing cannot be undone, so the page confirms it before the upload.
import '@mantine/core/styles/Input.css';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, FileInput, TextInput } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import {
  documentFileNameSchema,
  documentNameSchema,
} from '../../../../shared/contracts/compliance';
import type { AdminComplianceDocument } from '../../../../shared/contracts/compliance';
import { slugSchema } from '../../../../shared/limits';
import classes from './document-forms.module.css';

/** A file's own name made into one the server takes: plain characters, ending in .pdf. */
export function plainPdfName(name: string): string {
  const base = name
    .replace(/\.pdf$/i, '')
    .normalize('NFKD')
    // The accents NFKD split off their letters go, so "Résumé" reads "Resume".
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 190);
  return `${base || 'document'}.pdf`;
}

/** The address of a new document from its name: lower case words joined by hyphens. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
}

const firstProblem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** The server's refusal, if any, then Cancel and the form's action. */
function FormFooter(props: {
  problem: string | null;
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
}) {
  return (
    <>
      {props.problem && (
        <Alert color="red" variant="light" role="alert">
          {props.problem}
        </Alert>
      )}
      <div className={classes.actions}>
        <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </Button>
        <Button type="submit" loading={props.busy}>
          {props.submitLabel}
        </Button>
      </div>
    </>
  );
}

export interface UploadValues {
  slug: string;
  version: number;
  file: File;
  fileName: string;
  displayName?: string;
}

export interface UploadFormProps {
  /** The document to publish a new version of; absent for a new document. */
  document?: AdminComplianceDocument;
  busy: boolean;
  problem: string | null;
  onSubmit: (values: UploadValues) => void;
  onCancel: () => void;
  /** Another file was chosen: the server's word on the last one no longer applies. */
  onFileChange: () => void;
}

export function UploadForm({
  document,
  busy,
  problem,
  onSubmit,
  onCancel,
  onFileChange,
}: UploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileName, setFileName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const version = (document?.version ?? 0) + 1;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      displayName: document ? undefined : firstProblem(documentNameSchema.safeParse(displayName)),
      slug: document ? undefined : firstProblem(slugSchema.safeParse(slug)),
      file: file ? undefined : 'Choose the PDF to publish.',
      fileName: firstProblem(documentFileNameSchema.safeParse(fileName)),
    };
    setErrors(found);
    if (!file || Object.values(found).some(Boolean)) return;
    onSubmit({
      slug: document?.slug ?? slug,
      version,
      file,
      fileName,
      ...(document ? {} : { displayName: displayName.trim() }),
    });
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      {document ? (
        <p className={classes.note}>
          Version {version} of <strong>{document.displayName}</strong> replaces version{' '}
          {document.version} for every reader from the moment it is published.
          {document.agreement &&
            ' It is a client agreement: every client accepts it again before their next booking.'}
        </p>
      ) : (
        <>
          <TextInput
            label="Display name"
            description="As the footer shows it; names with “terms” or “privacy” come first."
            required
            value={displayName}
            error={errors.displayName}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setDisplayName(next);
              if (!slugEdited) setSlug(slugOf(next));
            }}
          />
          <TextInput
            label="Address"
            description="The document opens at /documents/ and this."
            required
            value={slug}
            error={errors.slug}
            onChange={(event) => {
              setSlugEdited(true);
              setSlug(event.currentTarget.value);
            }}
          />
        </>
      )}
      <FileInput
        label="PDF file"
        placeholder="Choose a PDF"
        accept="application/pdf,.pdf"
        required
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
        value={file}
        error={errors.file}
        onChange={(next) => {
          setFile(next);
          onFileChange();
          if (next) setFileName(plainPdfName(next.name));
        }}
      />
      <TextInput
        label="File name"
        description="The name a reader saves it under."
        required
        value={fileName}
        error={errors.fileName}
        onChange={(event) => setFileName(event.currentTarget.value)}
      />
      <FormFooter
        problem={problem}
        busy={busy}
        onCancel={onCancel}
        submitLabel={document ? `Publish version ${version}` : 'Add document'}
      />
    </form>
  );
}

export interface RenameFormProps {
  document: AdminComplianceDocument;
  busy: boolean;
  problem: string | null;
  onSubmit: (displayName: string) => void;
  onCancel: () => void;
}

export function RenameForm({ document, busy, problem, onSubmit, onCancel }: RenameFormProps) {
  const [displayName, setDisplayName] = useState(document.displayName);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = firstProblem(documentNameSchema.safeParse(displayName));
        setError(found);
        if (!found) onSubmit(displayName.trim());
      }}
    >
      <TextInput
        label="Display name"
        description="The footer orders documents by name: “terms” and “privacy” first."
        required
        data-autofocus
        value={displayName}
        error={error}
        onChange={(event) => setDisplayName(event.currentTarget.value)}
      />
      <FormFooter problem={problem} busy={busy} onCancel={onCancel} submitLabel="Rename" />
    </form>
  );
}
