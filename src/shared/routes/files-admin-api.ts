// API paths of the console's uploaded files (docs/product.md#uploaded-files, ADR 0047).

export const FILES_ADMIN_API = {
  /** Every stored object a record points at, with its owner and what it belongs to. */
  files: '/api/admin/uploaded-files',
  /** Walks the store: objects no record points at, and records whose object is gone. */
  orphans: '/api/admin/uploaded-files/orphans',
  /** Removes stored objects that are still unreferenced. */
  removeOrphans: '/api/admin/uploaded-files/remove-orphans',
} as const;
