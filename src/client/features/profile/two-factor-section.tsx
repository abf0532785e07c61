// Two-step sign-in: turn it on (scan the QR code or type the key, confirm a code, keep the
// recovery codes shown once) and off again with the password.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Skeleton.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Badge, Button, PasswordInput, Skeleton, TextInput } from '@mantine/core';
import {
  TWO_FACTOR_RECOVERY_CODE_COUNT,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
} from '../../../shared/contracts/two-factor';
import type { TwoFactorSetup } from '../../../shared/contracts/two-factor';
import type { Profile } from '../../../shared/contracts/profile';
import {
  useBeginTwoFactor,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useTwoFactorStatus,
} from './account-safety-api';
import { useNotifications } from '../../ui/notifications';
import { ProfileSection } from './parts/profile-section';
import { RecoveryCodes } from './parts/recovery-codes';
import { messageOf } from '../../api/error-message';
import { useFormErrors } from '../../ui/form/use-form-errors';
import classes from './profile.module.css';

const TITLE_ID = 'profile-two-factor-title';
const INTRO =
  'Besides your password, sign-in asks for a code from an authenticator app on your phone, so a stolen password alone is not enough.';

/** "ABCD EFGH …": easier to copy by eye. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function Enrolment({
  setup,
  onCancel,
  onDone,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onDone: (codes: string[]) => void;
}) {
  const [code, setCode] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(twoFactorConfirmSchema, ['code'], formRef);
  const confirm = useConfirmTwoFactor();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const values = form.validate({ code });
    if (!values) return;
    confirm.mutate(values, {
      onSuccess: ({ recoveryCodes }) => onDone(recoveryCodes),
      onError: form.refused,
    });
  };

  return (
    <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
      {form.problem ? (
        <p className={classes.problemText} role="alert">
          {form.problem}
        </p>
      ) : null}
      <ol className={classes.steps}>
        <li>
          <span className={classes.stepTitle}>Scan this QR code</span> with an authenticator app
          such as Google Authenticator, Microsoft Authenticator or 1Password.
          <div className={classes.enrol}>
            <img
              className={classes.qr}
              src={setup.qrCode}
              width={168}
              height={168}
              alt="QR code for your authenticator app"
            />
            <div className={classes.keyBox}>
              <span className={classes.keyLabel} id="two-factor-key-label">
                Can’t scan it? Enter this key:
              </span>
              <code
                className={classes.key}
                aria-labelledby="two-factor-key-label"
                data-secret={setup.secret}
              >
                {grouped(setup.secret)}
              </code>
            </div>
          </div>
        </li>
        <li>
          <span className={classes.stepTitle}>Enter the 6-digit code</span> the app shows.
        </li>
      </ol>
      <TextInput
        name="code"
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        required
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          form.recheck({ code: event.currentTarget.value });
        }}
        error={form.error('code')}
        classNames={{ input: classes.codeInput }}
      />
      <div className={classes.actions}>
        <Button type="submit" loading={confirm.isPending}>
          Turn on two-step sign-in
        </Button>
        <Button variant="subtle" color="gray" onClick={onCancel} disabled={confirm.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function TurnOff({ hasPassword }: { hasPassword: boolean }) {
  const [secret, setSecret] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const field = hasPassword ? 'password' : 'code';
  const form = useFormErrors(twoFactorDisableSchema, [field], formRef);
  const disable = useDisableTwoFactor();
  const notify = useNotifications();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disable.isPending) return;
    const values = form.validate({ [field]: secret });
    if (!values) return;
    disable.mutate(values, {
      onSuccess: () => {
        setSecret('');
        form.reset();
        notify.success('Two-step sign-in is off. Your password alone signs you in.');
      },
      onError: form.refused,
    });
  };

  return (
    <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
      {form.problem ? (
        <p className={classes.problemText} role="alert">
          {form.problem}
        </p>
      ) : null}
      {hasPassword ? (
        <PasswordInput
          name="password"
          label="Your password, to turn it off"
          autoComplete="current-password"
          value={secret}
          onChange={(event) => setSecret(event.currentTarget.value)}
          error={form.error('password')}
        />
      ) : (
        <TextInput
          name="code"
          label="A code from your app, to turn it off"
          autoComplete="one-time-code"
          value={secret}
          onChange={(event) => setSecret(event.currentTarget.value)}
          error={form.error('code')}
        />
      )}
      <div className={classes.actions}>
        <Button type="submit" variant="outline" color="red.9" loading={disable.isPending}>
          Turn off two-step sign-in
        </Button>
      </div>
    </form>
  );
}

export function TwoFactorSection({ profile }: { profile: Profile }) {
  const status = useTwoFactorStatus();
  const begin = useBeginTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const badge = status.data?.enabled ? (
    <Badge color="teal" variant="light" c="teal.9" bg="teal.0" radius="sm">
      On
    </Badge>
  ) : (
    <Badge color="gray" variant="light" c="gray.9" bg="gray.1" radius="sm">
      Off
    </Badge>
  );

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (!status.data) {
    body = status.isError ? (
      <p className={classes.note}>{messageOf(status.error)}</p>
    ) : (
      <Skeleton height={80} radius="md" />
    );
  } else if (status.data.enabled) {
    body = (
      <>
        <p className={classes.current}>
          Sign-in asks for a code from your app.{' '}
          <strong>
            {status.data.recoveryCodesLeft} of {TWO_FACTOR_RECOVERY_CODE_COUNT} recovery codes left.
          </strong>
        </p>
        <TurnOff hasPassword={profile.hasPassword} />
      </>
    );
  } else if (setup) {
    body = (
      <Enrolment
        setup={setup}
        onCancel={() => setSetup(null)}
        onDone={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
        }}
      />
    );
  } else {
    body = (
      <div className={classes.actions}>
        <Button
          loading={begin.isPending}
          onClick={() => begin.mutate(undefined, { onSuccess: setSetup })}
        >
          Set up two-step sign-in
        </Button>
        {begin.isError ? (
          <p className={classes.problemText} role="alert">
            {messageOf(begin.error)}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <ProfileSection
      id={TITLE_ID}
      title="Two-step sign-in"
      text={INTRO}
      aside={status.data ? badge : null}
    >
      {body}
    </ProfileSection>
  );
}
