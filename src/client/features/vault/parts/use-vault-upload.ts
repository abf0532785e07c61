// One upload at a time from the vault page: checked first, sent with progress, cancelable, and
// stopped when the person leaves the page. A stored file reloads the list and says so.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isAppError } from '../../../../shared/errors';
import { messageOf } from '../../../api/error-message';
import { UploadInterruptedError, isUploadCanceled, uploadVaultFile, vaultKeys } from '../vault-api';
import type { VaultUpload } from '../vault-api';
import { useNotifications } from '../../../ui/notifications';
import { nameWithEnding } from './file-name';
import { IDLE, checkUpload, uploadReducer } from './upload-state';
import type { UploadProblem } from './upload-state';

/** How an upload ended, so the form knows whether to keep the chosen file. */
export type UploadOutcome = 'stored' | 'fileRefused' | 'failed' | 'canceled';

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
  const queryClient = useQueryClient();
  const notify = useNotifications();

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
   * Sends the file. `onEnd` runs just before the upload's own state changes, so what the caller
   * changes then (clearing the chosen file) shows in the same render.
   */
  const start = useCallback(
    async (
      file: File,
      typedName: string,
      onEnd: (outcome: UploadOutcome) => void = () => {},
    ): Promise<UploadOutcome> => {
      if (running.current) return 'failed';
      const checked = checkUpload(file, typedName);
      if (checked) {
        onEnd(checked.file ? 'fileRefused' : 'failed');
        dispatch({ type: 'failed', problem: checked });
        return checked.file ? 'fileRefused' : 'failed';
      }
      const name = nameWithEnding(typedName, file.name);
      dispatch({ type: 'start', fileName: name, total: file.size });
      const upload = uploadVaultFile({
        file,
        name,
        onProgress: ({ loaded }) => dispatch({ type: 'progress', loaded }),
      });
      running.current = upload;
      try {
        const stored = await upload.done;
        onEnd('stored');
        dispatch({ type: 'done' });
        notify.success(`“${stored.name}” is safe in your vault.`, 'File uploaded');
        void queryClient.invalidateQueries({ queryKey: vaultKeys.files });
        return 'stored';
      } catch (error) {
        if (isUploadCanceled(error)) {
          onEnd('canceled');
          dispatch({ type: 'canceled' });
          return 'canceled';
        }
        const problem = problemOf(error);
        const outcome = problem.file ? 'fileRefused' : 'failed';
        onEnd(outcome);
        dispatch({ type: 'failed', problem });
        return outcome;
      } finally {
        running.current = null;
      }
    },
    [notify, queryClient],
  );

  const cancel = useCallback(() => running.current?.abort(), []);
  /** Shows a problem found before an upload starts (a file dropped that cannot be kept). */
  const refuse = useCallback((problem: UploadProblem) => dispatch({ type: 'failed', problem }), []);
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);

  return { state, start, cancel, refuse, clear };
}
