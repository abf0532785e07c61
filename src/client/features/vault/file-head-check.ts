// The chosen file judged in the browser by its first bytes, with the same shared rules the server
// applies to the upload's first chunk: a fake PDF is refused at once, with the reason, before a
// byte is sent (docs/product.md#vault).
import { VAULT_CONTENT_TYPES, VAULT_MESSAGES } from '../../../shared/contracts/vault';
import { judgeFile } from '../../../shared/file-checks';
import { SNIFF_BYTES } from '../../../shared/file-signatures';

/** The first bytes of a file; through FileReader where Blob.arrayBuffer is missing (old Safari). */
export async function readHead(file: Blob, bytes = SNIFF_BYTES): Promise<Uint8Array> {
  const head = file.slice(0, bytes);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The reason the vault would refuse this file under `name`, or null when it may be sent. A file
 * the browser cannot read is left to the server to judge.
 */
export async function fileHeadProblem(file: Blob, name: string): Promise<string | null> {
  let head: Uint8Array;
  try {
    head = await readHead(file);
  } catch {
    return null;
  }
  // A size checked elsewhere may be larger than what is readable; only bytes decide here.
  if (head.length === 0 && file.size > 0) return null;
  const judged = judgeFile(head, name, VAULT_CONTENT_TYPES, VAULT_MESSAGES.unsupported);
  return judged.ok ? null : judged.message;
}
