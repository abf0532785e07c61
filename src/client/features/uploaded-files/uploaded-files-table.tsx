// The uploaded files table of the console (docs/product.md#uploaded-files): every stored file with
// its kind, owner, size and what it belongs to; sorted by size or date, filtered by kind, searched
// by name, key or owner. The address keeps the view.
import { NativeSelect } from '@mantine/core';
import {
  UPLOADED_FILE_KINDS,
  UPLOADED_FILE_KIND_LABELS,
  UPLOADED_FILE_SORTS,
} from '../../../shared/contracts/uploaded-files';
import type { UploadedFileRow } from '../../../shared/contracts/uploaded-files';
import { FILES_ADMIN_API } from '../../../shared/routes/files-admin-api';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { consolePageState, useConsolePage } from '../console/use-console-page';
import { useConsoleQuery } from '../console/use-console-query';
import { dateTime } from '../users/users-format';
import { formatBytes } from '../vault/file-size';
import { FILES_TABLE } from './uploaded-files-api';
import classes from './uploaded-files.module.css';

const DEFAULTS = { sort: 'createdAt', dir: 'desc', filters: { kind: '' } } as const;

const COLUMNS: ConsoleColumn<UploadedFileRow, (typeof UPLOADED_FILE_SORTS)[number]>[] = [
  {
    key: 'name',
    label: 'File',
    primary: true,
    render: (file) => (
      <span>
        <span className={classes.name}>{file.name}</span>
        <code className={classes.key}>{file.key}</code>
      </span>
    ),
  },
  {
    key: 'kind',
    label: 'Kind',
    render: (file) => <span className={classes.pill}>{UPLOADED_FILE_KIND_LABELS[file.kind]}</span>,
  },
  {
    key: 'owner',
    label: 'Owner',
    render: (file) =>
      file.owner ? (
        <span>
          {file.owner.fullName || 'Deleted user'}
          <span className={classes.muted}>{file.owner.email}</span>
        </span>
      ) : (
        // Compliance documents are the firm's; other files without one belong to no account.
        <span className={classes.muted}>
          {file.kind === 'compliance-document' ? 'The firm' : 'No account'}
        </span>
      ),
  },
  { key: 'belongsTo', label: 'Belongs to', render: (file) => file.belongsTo },
  {
    key: 'size',
    label: 'Size',
    sort: 'size',
    numeric: true,
    render: (file) => (file.bytes === null ? '—' : formatBytes(file.bytes)),
  },
  {
    key: 'createdAt',
    label: 'Stored',
    sort: 'createdAt',
    render: (file) => dateTime(file.createdAt),
  },
];

export function UploadedFilesTable() {
  const state = useConsoleQuery(UPLOADED_FILE_SORTS, DEFAULTS);
  const page = useConsolePage<UploadedFileRow>(FILES_TABLE, FILES_ADMIN_API.files, state.apiSearch);
  return (
    <ConsoleTable
      caption="Uploaded files"
      columns={COLUMNS}
      state={state}
      {...consolePageState(page)}
      rowKey={(file) => `${file.kind}:${file.key}`}
      noun={['file', 'files']}
      searchLabel="Search by file, key or owner"
      filters={
        <NativeSelect
          label="Kind"
          value={state.query.filters.kind}
          data={[
            { value: '', label: 'Every kind' },
            ...UPLOADED_FILE_KINDS.map((kind) => ({
              value: kind,
              label: UPLOADED_FILE_KIND_LABELS[kind],
            })),
          ]}
          onChange={(event) => state.set({ filters: { kind: event.currentTarget.value } })}
        />
      }
      empty={
        state.query.q || state.query.filters.kind
          ? 'No files match this search.'
          : 'No files are stored yet.'
      }
    />
  );
}
