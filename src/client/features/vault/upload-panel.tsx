// The upload area of the vault: a file is dropped or chosen, optionally named, then sent with
// progress. Problems show inline, by the field they concern, before anything is sent if possible.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { Alert, Button, CloseButton, TextInput } from '@mantine/core';
import { DropZone } from './parts/drop-zone';
import { FileKindIcon } from './parts/file-kind-icon';
import { formatBytes } from './parts/file-size';
import { UploadProgress } from './parts/upload-progress';
import { checkUpload } from './parts/upload-state';
import { useVaultUpload } from './parts/use-vault-upload';
import classes from './parts/upload-panel.module.css';

export interface UploadPanelProps {
  /** The hidden file input, which the page's empty state opens too. */
  pickerRef: RefObject<HTMLInputElement | null>;
}

export function UploadPanel({ pickerRef }: UploadPanelProps) {
  const upload = useVaultUpload();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const { state } = upload;
  const uploading = state.phase === 'uploading';
  const problem = state.phase === 'idle' ? state.problem : undefined;

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0 || uploading) return;
    if (files.length > 1) {
      upload.refuse({ file: 'Add one file at a time.' });
      return;
    }
    const chosen = files[0]!;
    const checked = checkUpload(chosen, name);
    if (checked?.file) {
      setFile(null);
      upload.refuse(checked);
      return;
    }
    setFile(chosen);
    if (checked) upload.refuse(checked);
    else upload.clear();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || uploading) return;
    void upload.start(file, name, (outcome) => {
      if (outcome === 'stored' || outcome === 'fileRefused') {
        setFile(null);
        setName('');
      }
    });
  };

  // The button pressed disappears when an upload starts and again when it ends: focus moves to
  // the progress, then to where the next step starts (the kept file's Upload, or Choose).
  const progressRef = useRef<HTMLParagraphElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const wasUploading = useRef(false);
  useEffect(() => {
    if (uploading && !wasUploading.current) progressRef.current?.focus();
    if (!uploading && wasUploading.current) (file ? submitRef : chooseRef).current?.focus();
    wasUploading.current = uploading;
  }, [uploading, file]);

  const remove = () => {
    setFile(null);
    setName('');
    upload.clear();
  };

  return (
    <section className={classes.panel} aria-labelledby="vault-upload-title">
      <h2 id="vault-upload-title" className={classes.title}>
        Add a file
      </h2>
      <input
        ref={pickerRef}
        type="file"
        hidden
        disabled={uploading}
        aria-label="File to upload"
        onChange={(event) => {
          choose(event.currentTarget.files);
          // Choosing the same file again after a problem must fire a change again.
          event.currentTarget.value = '';
        }}
      />
      {state.phase === 'uploading' ? (
        <UploadProgress
          fileName={state.fileName}
          loaded={state.loaded}
          total={state.total}
          onCancel={upload.cancel}
          titleRef={progressRef}
        />
      ) : (
        <DropZone
          onFiles={choose}
          onChoose={() => pickerRef.current?.click()}
          hasFile={file !== null}
          chooseRef={chooseRef}
        />
      )}

      {(problem?.file || problem?.general) && (
        <Alert color="red" variant="light" title="The file was not uploaded" role="alert" mt="md">
          {problem.file ?? problem.general}
        </Alert>
      )}
      {state.phase === 'idle' && state.notice && (
        <p className={classes.notice} role="status">
          {state.notice}
        </p>
      )}

      {file && !uploading && (
        <form className={classes.form} onSubmit={submit} noValidate>
          <div className={classes.chosen}>
            <FileKindIcon contentType={file.type} size={32} />
            <div className={classes.chosenText}>
              <span className={classes.chosenName}>{file.name}</span>
              <span className={classes.chosenSize}>{formatBytes(file.size)}</span>
            </div>
            <CloseButton
              onClick={remove}
              aria-label={`Remove ${file.name}`}
              className={classes.chosenRemove}
            />
          </div>
          <TextInput
            className={classes.nameField}
            label="Name in your vault (optional)"
            description="Leave empty to keep the file’s own name. Its ending (such as .pdf) is kept."
            placeholder={file.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={problem?.name}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Button type="submit" className={classes.submit} ref={submitRef}>
            Upload file
          </Button>
        </form>
      )}
    </section>
  );
}
