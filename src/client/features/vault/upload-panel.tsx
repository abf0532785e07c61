// The upload area of the vault: a file is dropped or chosen, optionally named, then sent with
// progress. A file the vault would refuse is refused when chosen, with the reason, before a byte
// is sent; a name already kept asks to replace or keep both. The outcome, success or error, is
// said once, in one status region (docs/product.md#vault).
import '@mantine/core/styles/Input.css';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { Button, CloseButton, TextInput } from '@mantine/core';
import type { VaultDuplicateChoice } from '../../../shared/contracts/vault';
import { fileHeadProblem } from './file-head-check';
import { DropZone } from './parts/drop-zone';
import { DuplicateDialog } from './parts/duplicate-dialog';
import { FileKindIcon } from './parts/file-kind-icon';
import { formatBytes } from './parts/file-size';
import { UploadProgress } from './parts/upload-progress';
import { checkUpload } from './parts/upload-state';
import { useVaultUpload } from './parts/use-vault-upload';
import type { UploadOutcome } from './parts/use-vault-upload';
import { UploadOutcomeRegion } from './parts/upload-outcome';
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
  // The newest choice wins: a slow read of an earlier file's first bytes says nothing.
  const choiceCount = useRef(0);

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
    // Its first bytes decide at once whether it can be kept, and say why not.
    const count = ++choiceCount.current;
    void fileHeadProblem(chosen, chosen.name).then((refusal) => {
      if (!refusal || count !== choiceCount.current) return;
      setFile(null);
      upload.refuse({ file: refusal });
    });
  };

  const ended = (outcome: UploadOutcome) => {
    if (outcome === 'stored' || outcome === 'fileRefused') {
      setFile(null);
      setName('');
    }
  };

  const send = (onDuplicate?: VaultDuplicateChoice) => {
    if (!file || uploading) return;
    void upload.start(file, name, ended, onDuplicate);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
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
    choiceCount.current += 1;
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

      <UploadOutcomeRegion
        error={problem?.file ?? problem?.general}
        stored={state.phase === 'idle' ? state.stored : undefined}
        notice={state.phase === 'idle' ? state.notice : undefined}
      />
      <DuplicateDialog
        fileName={state.phase === 'duplicate' ? state.fileName : null}
        onChoose={send}
        onCancel={upload.clear}
      />

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
          <Button
            type="submit"
            className={classes.submit}
            ref={submitRef}
            loading={state.phase === 'checking'}
          >
            Upload file
          </Button>
        </form>
      )}
    </section>
  );
}
