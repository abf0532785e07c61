// Renaming a file: the name is checked by the shared rule here and on the server; the ending
// stays unless another is typed, and the part before it is selected ready to retype.
import '@mantine/core/styles/Input.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import { vaultFileNameSchema } from '../../../../shared/contracts/vault';
import type { VaultFile } from '../../../../shared/contracts/vault';
import { GENERAL_WHEN_OFFLINE, messageOf } from '../../../api/error-message';
import { fieldErrorsOf } from '../../../api/http';
import { useRenameVaultFile } from '../vault-api';
import { useNotifications } from '../../../ui/notifications';
import { endingOf, nameWithEnding } from './file-name';

export interface RenameFormProps {
  file: VaultFile;
  onDone: () => void;
}

export function RenameForm({ file, onDone }: RenameFormProps) {
  const [value, setValue] = useState(file.name);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useRenameVaultFile();
  const notify = useNotifications();
  const input = useRef<HTMLInputElement>(null);
  const ending = endingOf(file.name);

  // The dialog focuses the field (data-autofocus); the first time, the part before the ending
  // is selected, so typing replaces just the name.
  const selected = useRef(false);
  const selectName = () => {
    if (selected.current) return;
    selected.current = true;
    input.current?.setSelectionRange(0, file.name.length - ending.length);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rename.isPending) return;
    setProblem(null);
    const typed = value.trim() === '' ? '' : nameWithEnding(value, file.name);
    const parsed = vaultFileNameSchema.safeParse(typed);
    if (!parsed.success) {
      setError(parsed.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    setError(null);
    if (parsed.data === file.name) {
      onDone();
      return;
    }
    rename.mutate(
      { fileId: file.id, name: parsed.data },
      {
        onSuccess: (renamed) => {
          notify.success(`“${file.name}” is now “${renamed.name}”.`, 'File renamed');
          onDone();
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          if (fields.name?.length) setError(fields.name.join(' '));
          else setProblem(messageOf(failure, GENERAL_WHEN_OFFLINE));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      {problem && (
        <Alert color="red" variant="light" title="The file was not renamed" role="alert" mb="md">
          {problem}
        </Alert>
      )}
      <TextInput
        ref={input}
        data-autofocus
        onFocus={selectName}
        label="File name"
        required
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={error}
        description={
          ending
            ? `The ending ${ending} is kept unless you type another, so the file opens in the right app.`
            : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Group justify="flex-end" mt="lg">
        <Button type="button" variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={rename.isPending}>
          Save name
        </Button>
      </Group>
    </form>
  );
}
