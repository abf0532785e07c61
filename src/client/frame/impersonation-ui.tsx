// While an admin acts as another user (docs/product.md#impersonation): a banner saying who, with a
// stop control that returns to the admin root, and the notice shown when the impersonation ended
// elsewhere (timed out, or stopped in another tab). A chunk of its own: only admins ever need it.
import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { AREA_ROOTS } from '../../shared/routes/areas';
import { useAuth } from '../auth/auth-context';
import { LazyModal as Modal } from '../ui/lazy-overlays';
import { useNotifications } from '../ui/notifications';
import { homeForRoles } from './frame-links';
import classes from './impersonation-ui.module.css';

const timeOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
};

function ImpersonationBanner() {
  const { impersonation } = useAuth();
  const navigate = useNavigate();
  const notify = useNotifications();
  const [stopping, setStopping] = useState(false);
  const active = impersonation.active;
  if (!active) return null;
  const until = timeOf(active.endsAt);

  const stop = () => {
    setStopping(true);
    impersonation
      .stop()
      .then(() => navigate(AREA_ROOTS.admin))
      .catch(() => notify.error('Impersonation could not be stopped. Please try again.'))
      .finally(() => setStopping(false));
  };

  return (
    <section className={classes.banner} aria-label="Impersonation">
      <div className={classes.text}>
        <span className={classes.eyebrow}>Impersonating</span>
        <span>
          You are acting as <strong>{active.fullName}</strong>
          {until ? ` until ${until}` : ''}.
        </span>
      </div>
      <Button
        className={classes.stop}
        size="xs"
        color="gold.4"
        autoContrast
        onClick={stop}
        loading={stopping}
      >
        Stop impersonating
      </Button>
    </section>
  );
}

function ImpersonationEndedModal() {
  const { impersonation } = useAuth();
  const navigate = useNavigate();
  const notify = useNotifications();
  const [restarting, setRestarting] = useState(false);
  const ended = impersonation.ended;

  const backToAdmin = () => {
    impersonation.dismissEnded();
    void navigate(AREA_ROOTS.admin);
  };
  const again = () => {
    if (!ended) return;
    setRestarting(true);
    impersonation
      .start(ended.userId)
      .then((user) => navigate(homeForRoles(user.roles)))
      .catch(() => {
        notify.error(`Could not impersonate ${ended.fullName} again.`);
        backToAdmin();
      })
      .finally(() => setRestarting(false));
  };

  return (
    <Modal
      opened={ended !== null}
      onClose={backToAdmin}
      title="Impersonation Is No Longer Active"
      centered
    >
      <Text>
        You are no longer acting as <strong>{ended?.fullName}</strong>. The impersonation may have
        timed out or been stopped in another window, so you are back to your own account.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={again} loading={restarting}>
          Impersonate Again
        </Button>
        <Button onClick={backToAdmin} disabled={restarting} data-autofocus>
          Ok
        </Button>
      </Group>
    </Modal>
  );
}

export default function ImpersonationUi() {
  return (
    <>
      <ImpersonationBanner />
      <ImpersonationEndedModal />
    </>
  );
}
