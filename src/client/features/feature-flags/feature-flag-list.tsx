// Every named feature flag with its description and a switch (docs/product.md#feature-flags).
// Turning The Ongoing off hides it from every page and stops new signups, so it asks first.
import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import type { AdminFeatureFlag } from '../../../shared/contracts/system';
import type { FeatureFlagName } from '../../../shared/feature-flags';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { formatMeetingTimeShort } from '../../../shared/meeting-time';
import { useAdminFeatureFlags, useSetFeatureFlag } from './feature-flags-api';
import classes from './parts/feature-flags.module.css';
import { adminFailureMessage } from '../console/admin-failure';

/** Flags whose switching off takes something away from clients: confirmed first. */
const CONFIRM_OFF: Partial<Record<FeatureFlagName, { title: string; message: string }>> = {
  TheOngoing: {
    title: 'Turn The Ongoing off?',
    message:
      'The Ongoing disappears from the home page, the services pages and every profile, its pages answer "not found", and no new client can sign up or join a waitlist. Clients already in an Ongoing engagement keep it.',
  },
};

function FlagRow({ flag, timeZone }: { flag: AdminFeatureFlag; timeZone: string }) {
  const setFlag = useSetFeatureFlag();
  const confirm = useConfirm();
  const notify = useNotifications();

  const change = async (value: boolean) => {
    const ask = CONFIRM_OFF[flag.id];
    if (!value && ask) {
      const confirmed = await confirm({
        ...ask,
        confirmLabel: `Turn ${flag.id} off`,
        cancelLabel: 'Keep it on',
        destructive: true,
      });
      if (!confirmed) return;
    }
    setFlag.mutate(
      { id: flag.id, value },
      {
        onSuccess: () => notify.successTag(`${flag.id} is ${value ? 'on' : 'off'}.`),
        onError: (error) =>
          notify.error(adminFailureMessage('setFeatureFlag', error), 'The flag was not changed'),
      },
    );
  };

  const descriptionId = `flag-${flag.id}-description`;
  return (
    <li className={classes.row}>
      <div className={classes.text}>
        <p className={classes.name}>{flag.id}</p>
        <p id={descriptionId} className={classes.description}>
          {flag.description}
        </p>
        <p className={classes.meta}>
          {flag.updatedAt
            ? `Last changed ${formatMeetingTimeShort(flag.updatedAt, timeZone)}`
            : 'Never changed: reads its default'}
        </p>
      </div>
      <Switch
        size="md"
        labelPosition="left"
        checked={flag.value}
        disabled={setFlag.isPending}
        onChange={(event) => void change(event.currentTarget.checked)}
        label={flag.value ? 'On' : 'Off'}
        aria-label={`${flag.id}: ${flag.value ? 'on' : 'off'}`}
        aria-describedby={descriptionId}
      />
    </li>
  );
}

export function FeatureFlagList() {
  const { data, isPending, isError, refetch } = useAdminFeatureFlags();
  const timeZone = useDisplayTimeZone();
  if (isPending) return <p className={classes.state}>Loading feature flags…</p>;
  if (isError && !data) {
    return (
      <p className={classes.state} role="alert">
        The feature flags could not be loaded.{' '}
        <button type="button" className={classes.retry} onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <ul className={classes.list} aria-label="Feature flags">
      {data.flags.map((flag) => (
        <FlagRow key={flag.id} flag={flag} timeZone={timeZone} />
      ))}
    </ul>
  );
}
