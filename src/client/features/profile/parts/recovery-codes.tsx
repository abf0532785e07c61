// The recovery codes, shown once right after two-step sign-in is turned on: each works once in
// place of a code from the app, for a lost or broken phone.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import classes from '../profile.module.css';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <div className={classes.form}>
      <Alert color="teal" variant="light" title="Two-step sign-in is on" role="status">
        Save these recovery codes somewhere safe, such as a password manager. Each one works once if
        you lose your phone. We will not show them again.
      </Alert>
      <ul className={classes.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={classes.actions}>
        <Button variant="default" onClick={copy}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </div>
  );
}
