// What the client can do with one file: download it, share it, rename it, or delete it for good.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Button, Menu } from '@mantine/core';
import type { VaultFile } from '../../../../shared/contracts/vault';
import { useDeleteVaultFile, vaultCalls } from '../vault-api';
import { useConfirm } from '../../../ui/confirm-provider';
import { useFormModal } from '../../../ui/form-modal-provider';
import { useNotifications } from '../../../ui/notifications';
import { RenameForm } from './rename-form';
import { ShareDialog } from './share-dialog';
import { useDownload } from './use-download';
import classes from './vault-files.module.css';
import { Hint } from '../../../ui/hint';

function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

export function FileActions({ file }: { file: VaultFile }) {
  const formModal = useFormModal();
  const confirm = useConfirm();
  const notify = useNotifications();
  const remove = useDeleteVaultFile();
  const { download, downloading } = useDownload(vaultCalls.downloadLink);

  const share = () =>
    formModal.open({
      title: `Share “${file.name}”`,
      size: 'md',
      render: (close) => <ShareDialog file={file} onDone={close} />,
    });
  const rename = () =>
    formModal.open({
      title: 'Rename file',
      size: 'md',
      render: (close) => <RenameForm file={file} onDone={close} />,
    });
  const askToDelete = async () => {
    const shared = file.sharedWith.length > 0;
    const confirmed = await confirm({
      title: 'Delete this file permanently?',
      message: `“${file.name}” will be deleted for good${shared ? ', and the advisors you shared it with will no longer see it' : ''}. This cannot be undone.`,
      confirmLabel: 'Delete permanently',
      cancelLabel: 'Keep it',
      destructive: true,
    });
    if (!confirmed) return;
    remove.mutate(file.id, {
      onSuccess: () => notify.success(`“${file.name}” was deleted.`, 'File deleted'),
      onError: (error) =>
        notify.error(error.message || 'Please try again.', 'The file was not deleted'),
    });
  };

  return (
    <div className={classes.actions}>
      <Button
        size="xs"
        variant="light"
        onClick={() => download(file.id)}
        loading={downloading === file.id}
        aria-label={`Download ${file.name}`}
      >
        Download
      </Button>
      <Button size="xs" variant="default" onClick={share} aria-label={`Share ${file.name}`}>
        Share
      </Button>
      <Menu position="bottom-end" shadow="md" width={180}>
        {/* The hint outside the target: the menu's own click reaches the button unwrapped. */}
        <Hint label="More actions">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              radius="xl"
              aria-label={`More actions for ${file.name}`}
              loading={remove.isPending}
            >
              <MoreIcon />
            </ActionIcon>
          </Menu.Target>
        </Hint>
        <Menu.Dropdown>
          <Menu.Item onClick={rename}>Rename</Menu.Item>
          <Menu.Item color="red.9" onClick={() => void askToDelete()}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
