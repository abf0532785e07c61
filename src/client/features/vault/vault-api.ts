// The secure file vault from the browser: the client's files (list, upload with progress, rename,
// share, delete, download links) and what an advisor sees of one client. Answers are checked
// against the shared contracts; every change reloads the client's list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADVISOR_CLIENT_API } from '../../../shared/routes/advisor-clients-api';
import { VAULT_API } from '../../../shared/routes/vault-api';
import {
  VAULT_MESSAGES,
  advisorClientSchema,
  downloadLinkSchema,
  vaultAdvisorsSchema,
  vaultFileSchema,
  vaultListSchema,
} from '../../../shared/contracts/vault';
import type {
  AdvisorClient,
  DownloadLink,
  ShareVaultFile,
  VaultAdvisors,
  VaultDuplicateChoice,
  VaultFile,
  VaultList,
  VaultListQuery,
} from '../../../shared/contracts/vault';
import { AppError, ERROR_STATUS, isAppError } from '../../../shared/errors';
import { HttpError, errorFromAnswer, getAccessToken, http, parseAnswer } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

export const vaultKeys = {
  all: ['vault'] as const,
  files: ['vault', 'files'] as const,
  list: (query: VaultListQuery) => ['vault', 'files', query] as const,
  advisors: ['vault', 'advisors'] as const,
  client: (client: string) => ['vault', 'client', client] as const,
};

export async function fetchVaultFiles(query: VaultListQuery): Promise<VaultList> {
  const params = new URLSearchParams({ sort: query.sort, direction: query.direction });
  if (query.search) params.set('search', query.search);
  return vaultListSchema.parse(await http.get(`${VAULT_API.files}?${params}`));
}

/** True when the client already keeps a file of this name (letter case aside, as the server). */
export async function isNameKept(name: string): Promise<boolean> {
  const { files } = await fetchVaultFiles({ sort: 'name', direction: 'asc', search: name });
  return files.some((file) => file.name.toLowerCase() === name.toLowerCase());
}

export function useVaultFiles(query: VaultListQuery) {
  return useQuery({
    queryKey: vaultKeys.list(query),
    queryFn: () => fetchVaultFiles(query),
    // A new search or order keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    retry: retryOnlyFailures,
  });
}

export async function fetchVaultAdvisors(): Promise<VaultAdvisors> {
  return vaultAdvisorsSchema.parse(await http.get(VAULT_API.advisors));
}

export function useVaultAdvisors() {
  return useQuery({
    queryKey: vaultKeys.advisors,
    queryFn: fetchVaultAdvisors,
    retry: retryOnlyFailures,
  });
}

const asFile = (body: unknown): VaultFile => vaultFileSchema.parse(body);
const asLink = (body: unknown): DownloadLink => downloadLinkSchema.parse(body);

export const vaultCalls = {
  rename: async (fileId: string, name: string) =>
    asFile(await http.put(VAULT_API.file(fileId), { name })),
  remove: async (fileId: string) => {
    await http.delete(VAULT_API.file(fileId));
  },
  share: async (fileId: string, body: ShareVaultFile) =>
    asFile(await http.put(VAULT_API.fileShare(fileId), body)),
  downloadLink: async (fileId: string) => asLink(await http.post(VAULT_API.fileDownload(fileId))),
  advisorDownloadLink: async (client: string, fileId: string) =>
    asLink(await http.post(ADVISOR_CLIENT_API.fileDownload(client, fileId))),
};

/** A change to one file that reloads every list of the client's files once it is done. */
function useFileMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vaultKeys.files }),
  });
}

export const useRenameVaultFile = () =>
  useFileMutation(({ fileId, name }: { fileId: string; name: string }) =>
    vaultCalls.rename(fileId, name),
  );
export const useDeleteVaultFile = () => useFileMutation(vaultCalls.remove);
export const useShareVaultFile = () =>
  useFileMutation(({ fileId, share }: { fileId: string; share: ShareVaultFile }) =>
    vaultCalls.share(fileId, share),
  );

/** What an advisor sees of one of their clients, by the client's id or email address. */
export async function fetchAdvisorClient(client: string): Promise<AdvisorClient> {
  return advisorClientSchema.parse(await http.get(ADVISOR_CLIENT_API.client(client)));
}

export function useAdvisorClient(client: string) {
  return useQuery({
    queryKey: vaultKeys.client(client),
    queryFn: () => fetchAdvisorClient(client),
    retry: retryOnlyFailures,
  });
}

/**
 * Hands a signed download link to the browser. The answer is an attachment, so the page stays
 * and the bytes stream to disk instead of through this page's memory.
 */
export function openDownload(link: DownloadLink): void {
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

// ---- Upload: XMLHttpRequest, because fetch reports no upload progress and this must. ----

export interface UploadProgress {
  /** Bytes of the file sent so far. */
  loaded: number;
  total: number;
}

export interface VaultUploadInput {
  file: Blob;
  /** The name the vault shows; sent before the file so the server reads it first. */
  name: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Where it goes: the client's own vault, or another route that stores into it. */
  url?: string;
  /** What to do with a name already kept; without it such an upload is refused (409). */
  onDuplicate?: VaultDuplicateChoice;
}

export interface VaultUpload {
  done: Promise<VaultFile>;
  abort: () => void;
}

/** The person stopped the upload. */
export class UploadCanceledError extends Error {
  constructor() {
    super('The upload was canceled.');
    this.name = 'AbortError';
  }
}

/** The connection broke before the server answered. */
export class UploadInterruptedError extends Error {
  constructor() {
    super('The upload stopped before it finished. Check your connection and try again.');
    this.name = 'UploadInterruptedError';
  }
}

export const isUploadCanceled = (error: unknown): boolean => error instanceof UploadCanceledError;

/** The same error the JSON helper would rebuild; a bare 413 (a proxy's) reads as too large. */
function uploadError(status: number, body: unknown): Error {
  const error = errorFromAnswer(status, body);
  if (isAppError(error) || status !== ERROR_STATUS.payloadTooLarge) return error;
  return new AppError('payloadTooLarge', VAULT_MESSAGES.tooLarge, {
    file: [VAULT_MESSAGES.tooLarge],
  });
}

export function uploadVaultFile(input: VaultUploadInput): VaultUpload {
  return uploadFile(input, (body) => vaultFileSchema.parse(body));
}

/** Sends one file as the vault's routes read it, and parses the answer with `parse`. */
export function uploadFile<Answer>(
  { file, name, onProgress, url = VAULT_API.files, onDuplicate }: VaultUploadInput,
  parse: (body: unknown) => Answer,
): { done: Promise<Answer>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Answer>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      // The body is the file plus a little multipart framing: report it in the file's bytes.
      const loaded = Math.min(file.size, Math.round((event.loaded / event.total) * file.size));
      onProgress?.({ loaded, total: file.size });
    };
    xhr.onload = () => {
      const body = parseAnswer(xhr.responseText);
      if (xhr.status < 200 || xhr.status > 299) {
        reject(uploadError(xhr.status, body));
        return;
      }
      try {
        resolve(parse(body));
      } catch {
        reject(new HttpError(xhr.status, 'The server sent an unreadable answer.', body));
      }
    };
    xhr.onerror = () => reject(new UploadInterruptedError());
    xhr.onabort = () => reject(new UploadCanceledError());

    xhr.open('POST', onDuplicate ? `${url}?${new URLSearchParams({ onDuplicate })}` : url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const form = new FormData();
    form.append('name', name);
    form.append('file', file, name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
