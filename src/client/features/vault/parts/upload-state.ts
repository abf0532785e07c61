// The upload's life as plain data: a file is checked before a byte is sent, a name already kept
// waits for the client's choice, then it is sent with progress, and it ends as stored, refused
// (with the message by its field) or canceled — one outcome at a time, never two.
import { VAULT_MESSAGES, vaultFileNameSchema } from '../../../../shared/contracts/vault';
import { executableEnding, FILE_CHECK_MESSAGES } from '../../../../shared/file-checks';
import { LIMITS } from '../../../../shared/limits';
import { formatBytes } from './file-size';
import { nameWithEnding } from './file-name';

/** What went wrong: with the file itself, with its name, or with neither (the connection …). */
export interface UploadProblem {
  file?: string;
  name?: string;
  general?: string;
}

export type UploadState =
  | { phase: 'idle'; problem?: UploadProblem; notice?: string; stored?: string }
  | { phase: 'checking' }
  /** A file of this name is already kept: replace it, keep both, or cancel. */
  | { phase: 'duplicate'; fileName: string }
  | { phase: 'uploading'; fileName: string; loaded: number; total: number };

export type UploadEvent =
  | { type: 'check' }
  | { type: 'duplicate'; fileName: string }
  | { type: 'start'; fileName: string; total: number }
  | { type: 'progress'; loaded: number }
  | { type: 'done'; fileName: string }
  | { type: 'failed'; problem: UploadProblem }
  | { type: 'canceled' }
  | { type: 'clear' };

export const IDLE: UploadState = { phase: 'idle' };

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'check':
      return { phase: 'checking' };
    case 'duplicate':
      return { phase: 'duplicate', fileName: event.fileName };
    case 'start':
      return { phase: 'uploading', fileName: event.fileName, loaded: 0, total: event.total };
    case 'progress':
      // A late progress event after the end changes nothing; progress never runs backwards.
      if (state.phase !== 'uploading') return state;
      return { ...state, loaded: Math.min(state.total, Math.max(state.loaded, event.loaded)) };
    case 'done':
      return { phase: 'idle', stored: event.fileName };
    case 'failed':
      return { phase: 'idle', problem: event.problem };
    case 'canceled':
      return state.phase === 'uploading'
        ? { phase: 'idle', notice: `The upload of “${state.fileName}” was canceled.` }
        : state;
    case 'clear':
      return IDLE;
  }
}

export interface ProgressShown {
  percent: number;
  /** '6.2 MB of 10 MB'. */
  bytes: string;
  /** Everything is sent; the server is still checking and storing the file. */
  finishing: boolean;
}

export function progressShown(loaded: number, total: number): ProgressShown {
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  return {
    percent,
    bytes: `${formatBytes(loaded)} of ${formatBytes(total)}`,
    finishing: total > 0 && loaded >= total,
  };
}

/** Refuses in the browser what the server would refuse, before anything is sent. */
export function checkUpload(
  file: { name: string; size: number },
  typedName: string,
): UploadProblem | null {
  // A program is refused whatever it is renamed to: the file itself is the problem.
  const program = executableEnding(file.name);
  if (program) return { file: FILE_CHECK_MESSAGES.executable(program) };
  if (file.size === 0) return { file: VAULT_MESSAGES.empty };
  if (file.size > LIMITS.uploadBytes.max) {
    return {
      file: `“${file.name}” is too large (${formatBytes(file.size)}). ${VAULT_MESSAGES.tooLarge}`,
    };
  }
  const name = vaultFileNameSchema.safeParse(nameWithEnding(typedName, file.name));
  if (name.success) return null;
  const message = name.error.issues.map((issue) => issue.message).join(' ');
  // The file's own name is only at fault when nothing was typed: then a name must be.
  return typedName.trim() === ''
    ? { name: `${message} Type a name for this file.` }
    : { name: message };
}
