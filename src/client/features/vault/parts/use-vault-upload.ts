// One upload at a time from the vault page: checked first (size, name, first bytes, a name
// already kept), sent with progress, cancelable, and stopped when the person leaves the page. A
// stored file reloads the list; the outcome is said once, in the panel, never also in a toast.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isAppError } from '../../../../shared/errors';
import { messageOf } from '../../../api/error-message';
import type { VaultDuplicateChoice } from '../../../../shared/contracts/vault';
import {
  UploadInterruptedError,
  isNameKept,
  isUploadCanceled,
  uploadVaultFile,
  vaultKeys,
} from '../vault-api';
import type { VaultUpload } from '../vault-api';
import { fileHeadProblem } from '../file-head-check';
import { nameWithEnding } from './file-name';
import { IDLE, checkUpload, uploadReducer } from './upload-state';
import type { UploadEvent, UploadProblem } from './upload-state';

/** How an upload ended, so the form knows whether to keep the chosen file. */
export type UploadOutcome = 'stored' | 'fileRefused' | 'failed' | 'canceled' | 'duplicate';

/** Whether a name is kept already; when that cannot be learnt, the server still refuses (409). */
const keptAlready = (name: string) => isNameKept(name).catch(() => false);

/** The server's refusal placed by the field it concerns; anything else is a general problem. */
export function problemOf(error: unknown): UploadProblem {
  const fields = (isAppError(error) && error.fieldErrors) || {};
  if (fields.name?.length) return { name: fields.name.join(' ') };
  if (fields.file?.length) return { file: fields.file.join(' ') };
  if (isAppError(error) && error.code === 'payloadTooLarge') return { file: error.message };
  if (error instanceof UploadInterruptedError) return { general: error.message };
  return { general: messageOf(error) };
}

export function useVaultUpload() {
  const [state, dispatch] = useReducer(uploadReducer, IDLE);
  const running = useRef<VaultUpload | null>(null);
  /** Set from the first check to the end, so a second press starts nothing. */
  const busy = useRef(false);
  const queryClient = useQueryClient();

  // Leaving the page stops the upload rather than leave it running unseen.
  useEffect(() => () => running.current?.abort(), []);

  // While bytes are on their way, closing the tab asks first.
  const uploading = state.phase === 'uploading';
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);

  /**
   * Checks and sends the file. `onEnd` runs just before the upload's own state changes, so what
   * the caller changes then (clearing the chosen file) shows in the same render. A name already
   * kept ends as 'duplicate' until it is started again with the client's choice.
   */
  const start = useCallback(
    async (
      file: File,
      typedName: string,
      onEnd: (outcome: UploadOutcome) => void = () => {},
      onDuplicate?: VaultDuplicateChoice,
    ): Promise<UploadOutcome> => {
      if (busy.current) return 'failed';
      busy.current = true;
      const end = (outcome: UploadOutcome, event: UploadEvent): UploadOutcome => {
        onEnd(outcome);
        dispatch(event);
        return outcome;
      };
      async function send(name: string): Promise<UploadOutcome> {
        dispatch({ type: 'start', fileName: name, total: file.size });
        const upload = uploadVaultFile({
          file,
          name,
          onDuplicate,
          onProgress: ({ loaded }) => dispatch({ type: 'progress', loaded }),
        });
        running.current = upload;
        try {
          const stored = await upload.done;
          void queryClient.invalidateQueries({ queryKey: vaultKeys.files });
          return end('stored', { type: 'done', fileName: stored.name });
        } catch (error) {
          if (isUploadCanceled(error)) return end('canceled', { type: 'canceled' });
          if (isAppError(error) && error.code === 'duplicateFileName') {
            return end('duplicate', { type: 'duplicate', fileName: name });
          }
          const problem = problemOf(error);
          return end(problem.file ? 'fileRefused' : 'failed', { type: 'failed', problem });
        } finally {
          running.current = null;
        }
      }

      try {
        const checked = checkUpload(file, typedName);
        if (checked) {
          const outcome = checked.file ? 'fileRefused' : 'failed';
          return end(outcome, { type: 'failed', problem: checked });
        }
        const name = nameWithEnding(typedName, file.name);
        dispatch({ type: 'check' });
        const refusal = await fileHeadProblem(file, name);
        if (refusal) return end('fileRefused', { type: 'failed', problem: { file: refusal } });
        if (!onDuplicate && (await keptAlready(name))) {
          return end('duplicate', { type: 'duplicate', fileName: name });
        }
        return await send(name);
      } finally {
        busy.current = false;
      }
    },
    [queryClient],
  );

  const cancel = useCallback(() => running.current?.abort(), []);
  /** Shows a problem found before an upload starts (a file dropped that cannot be kept). */
  const refuse = useCallback((problem: UploadProblem) => dispatch({ type: 'failed', problem }), []);
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);

  return { state, start, cancel, refuse, clear };
}
