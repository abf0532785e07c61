// A Content-Disposition header that makes the browser save a file under the name its owner
// gave it (RFC 6266): an ASCII fallback for old clients and the exact name in UTF-8.

const NON_ASCII_OR_UNSAFE = /[^\x20-\x7e]|["\\%;]/g;

export function attachmentDisposition(fileName: string): string {
  return disposition('attachment', fileName);
}

/** Shown in the browser (a PDF in its viewer), saved under `fileName` if the reader saves it. */
export function inlineDisposition(fileName: string): string {
  return disposition('inline', fileName);
}

function disposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(NON_ASCII_OR_UNSAFE, '_').trim() || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
