// The optional emails as switches, one per kind: the profile's "Emails you get" and the email
// choices page a link in an email opens (ADR 0064) show the same list in the same words.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import { NOTIFICATION_KINDS, NOTIFICATION_TEXT } from '../../../shared/contracts/profile';
import type { NotificationPreferences } from '../../../shared/contracts/profile';
import classes from './profile.module.css';

export function EmailChoiceSwitches({
  value,
  onChange,
  labelledBy,
  error,
}: {
  value: NotificationPreferences;
  onChange: (next: NotificationPreferences) => void;
  /** The id of the heading that names the group. */
  labelledBy: string;
  /** A field's message by its name (`notificationPreferences.productNews`). */
  error?: (field: string) => string | undefined;
}) {
  return (
    <div className={classes.switches} role="group" aria-labelledby={labelledBy}>
      {NOTIFICATION_KINDS.map((kind) => (
        <Switch
          key={kind}
          name={`notificationPreferences.${kind}`}
          label={NOTIFICATION_TEXT[kind].label}
          description={NOTIFICATION_TEXT[kind].description}
          checked={value[kind]}
          onChange={(event) => onChange({ ...value, [kind]: event.currentTarget.checked })}
          error={error?.(`notificationPreferences.${kind}`)}
        />
      ))}
    </div>
  );
}
