// Sharing one file: the client's advisors as checkboxes, each change saved at once. A client who
// has booked no advisor yet learns that sharing starts with a booking.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { useState } from 'react';
import { Button, Checkbox, Group, Loader } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import { Link } from 'react-router';
import { ADVISOR_TERM_SINGULAR } from '../../../../shared/constants';
import type { VaultFile } from '../../../../shared/contracts/vault';
import { ADVISOR_PAGES } from '../../../../shared/routes/advisors';
import { GENERAL_WHEN_OFFLINE, messageOf } from '../../../api/error-message';
import { useShareVaultFile, useVaultAdvisors } from '../vault-api';
import { useNotifications } from '../../../ui/notifications';
import classes from './vault-files.module.css';

export interface ShareDialogProps {
  file: VaultFile;
  onDone: () => void;
}

interface Person {
  id: string;
  name: string;
}

/** The client's advisors, plus anyone the file is still shared with who is no longer listed. */
function peopleOf(advisors: Person[], file: VaultFile): Person[] {
  const extra = file.sharedWith
    .filter((share) => !advisors.some((advisor) => advisor.id === share.advisorId))
    .map((share) => ({ id: share.advisorId, name: share.name }));
  return [...advisors, ...extra];
}

function withChoice(ids: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

export function ShareDialog({ file, onDone }: ShareDialogProps) {
  const advisors = useVaultAdvisors();
  const share = useShareVaultFile();
  const notify = useNotifications();
  const [shared, setShared] = useState(
    () => new Set(file.sharedWith.map((entry) => entry.advisorId)),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!advisors.data) {
    return advisors.isError ? (
      <Alert color="red" variant="light" title="Your advisors could not be loaded" role="alert">
        <p className={classes.dialogText}>Please try again in a moment.</p>
        <Button size="sm" onClick={() => void advisors.refetch()} loading={advisors.isFetching}>
          Try again
        </Button>
      </Alert>
    ) : (
      <Group gap="sm" aria-busy="true">
        <Loader size="sm" aria-hidden="true" />
        <span>Loading your advisors…</span>
      </Group>
    );
  }

  const people = peopleOf(advisors.data.advisors, file);
  if (people.length === 0) {
    return (
      <div>
        <p className={classes.dialogText}>
          You can share files only with advisors you have booked. Book a meeting first; then you can
          share this file with your {ADVISOR_TERM_SINGULAR} here, before you meet.
        </p>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button component={Link} to={ADVISOR_PAGES.search} onClick={onDone}>
            Find your {ADVISOR_TERM_SINGULAR}
          </Button>
        </Group>
      </div>
    );
  }

  // The box changes at once; the server's answer then sets it, and a failure puts it back.
  const toggle = (person: Person, next: boolean) => {
    const before = shared;
    setShared(withChoice(before, person.id, next));
    setBusy(person.id);
    setProblem(null);
    share.mutate(
      { fileId: file.id, share: { advisorId: person.id, shared: next } },
      {
        onSuccess: (updated) => {
          setShared(new Set(updated.sharedWith.map((entry) => entry.advisorId)));
          if (next) notify.success(`${person.name} can now see “${file.name}”.`, 'File shared');
          else
            notify.success(`${person.name} can no longer see “${file.name}”.`, 'Sharing stopped');
        },
        onError: (error) => {
          setShared(before);
          setProblem(messageOf(error, GENERAL_WHEN_OFFLINE));
        },
        onSettled: () => setBusy(null),
      },
    );
  };

  return (
    <div>
      {problem && (
        <Alert color="red" variant="light" title="Sharing was not changed" role="alert" mb="md">
          {problem}
        </Alert>
      )}
      <fieldset className={classes.shareList}>
        <legend className={classes.shareLegend}>Who can see this file besides you</legend>
        {people.map((person) => {
          const on = shared.has(person.id);
          return (
            <Checkbox
              key={person.id}
              label={person.name}
              description={on ? 'Can view and download it' : 'Cannot see it'}
              checked={on}
              disabled={busy !== null}
              onChange={(event) => toggle(person, event.currentTarget.checked)}
            />
          );
        })}
      </fieldset>
      <p className={classes.dialogHint}>
        Changes are saved as you tick. You can stop sharing at any time.
      </p>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onDone} loading={busy !== null}>
          Done
        </Button>
      </Group>
    </div>
  );
}
