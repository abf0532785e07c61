// When session monitoring finds that the sign-in ended under an open page (logged out in another
// window, or another person signed in there): the page stays as it is, and the person signs in
// again in a popup (ADR 0072), or signs out here too. A chunk of its own, loaded only then.
import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { Alert } from '../ui/alert';
import { useAuth } from '../auth/auth-context';
import { LazyModal as Modal } from '../ui/lazy-overlays';

export default function SessionEndedDialog() {
  const { session, signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  const again = () => {
    setBusy(true);
    void session.signInAgain().finally(() => setBusy(false));
  };
  return (
    <Modal
      opened={session.ended}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="You have been signed out"
      centered
    >
      <Text>
        Your sign-in ended in another window. Sign in again to carry on: this page stays as it is,
        with anything you typed.
      </Text>
      {session.problem && (
        <Alert color="red" variant="light" mt="md" role="alert">
          {session.problem}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => void signOut(true)} disabled={busy}>
          Sign out here too
        </Button>
        <Button onClick={again} loading={busy} data-autofocus>
          Sign in again
        </Button>
      </Group>
    </Modal>
  );
}
