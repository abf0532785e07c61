// Asked when a file of the same name is already in the vault: replace it (the old bytes go once
// the new ones are stored), keep both (the new one gets a number), or cancel. Keep both, which
// loses nothing, has the focus; Escape cancels.
import { Button, Group, Text } from '@mantine/core';
import type { VaultDuplicateChoice } from '../../../../shared/contracts/vault';
import { MODAL_Z_INDEX } from '../../../../shared/constants';
import { LazyModal as Modal } from '../../../ui/lazy-overlays';

export interface DuplicateDialogProps {
  /** The name already kept; null when no question is open. */
  fileName: string | null;
  onChoose: (choice: VaultDuplicateChoice) => void;
  onCancel: () => void;
}

export function DuplicateDialog({ fileName, onChoose, onCancel }: DuplicateDialogProps) {
  return (
    <Modal
      opened={fileName !== null}
      onClose={onCancel}
      title="This name is already in your vault"
      centered
      zIndex={MODAL_Z_INDEX}
    >
      <Text>
        You already keep a file named <strong>“{fileName}”</strong>. Replace it with the new file,
        or keep both (the new one is saved with a number, such as “(2)”)?
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="outline" color="red.9" onClick={() => onChoose('replace')}>
          Replace
        </Button>
        <Button onClick={() => onChoose('keepBoth')} data-autofocus>
          Keep both
        </Button>
      </Group>
    </Modal>
  );
}
