// The client's files on a wide screen: one row each with kind, size, date, sharing and actions.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Table, VisuallyHidden } from '@mantine/core';
import type { VaultFile } from '../../../../shared/contracts/vault';
import { useDisplayTimeZone } from '../../../ui/use-display-time-zone';
import { FileActions } from './file-actions';
import { formatFileDate } from './file-date';
import { fileKindOf } from './file-kind';
import { FileKindIcon } from './file-kind-icon';
import { formatBytes } from './file-size';
import { SharedWith } from './shared-with';
import classes from './vault-files.module.css';

export function VaultFileTable({ files, labelledBy }: { files: VaultFile[]; labelledBy: string }) {
  const timeZone = useDisplayTimeZone();
  return (
    <div className={classes.tableWrap}>
      <Table className={classes.table} verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            <Table.Th>Shared with</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Th scope="row" className={classes.nameCell}>
                <div className={classes.nameBlock}>
                  <FileKindIcon contentType={file.contentType} />
                  <div className={classes.nameText}>
                    <span className={classes.fileName}>{file.name}</span>{' '}
                    <span className={classes.kind}>{fileKindOf(file.contentType).label}</span>
                  </div>
                </div>
              </Table.Th>
              <Table.Td className={classes.figure}>{formatBytes(file.sizeBytes)}</Table.Td>
              <Table.Td className={classes.figure}>
                <time dateTime={file.createdAt}>{formatFileDate(file.createdAt, timeZone)}</time>
              </Table.Td>
              <Table.Td>
                <SharedWith file={file} />
              </Table.Td>
              <Table.Td>
                <FileActions file={file} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
