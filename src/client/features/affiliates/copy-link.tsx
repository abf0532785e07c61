// The link in a read-only field with a Copy button. The clipboard API needs a secure page and a
// permission; without it the text is selected and copied the old way, and if even that fails the
// field stays selected for the person to copy themselves.
import '@mantine/core/styles/Input.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import classes from './share.module.css';

const COPIED_SHOWN_MS = 2_000;

type CopyState = 'idle' | 'copied' | 'manual';

async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.focus();
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

export function CopyLink({ url, label = 'Your link' }: { url: string; label?: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  const statusId = useId();

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    const copied = await copyText(url, field.current);
    if (!copied) {
      field.current?.focus();
      field.current?.select();
    }
    setState(copied ? 'copied' : 'manual');
  };

  return (
    <div className={classes.copy}>
      <TextInput
        ref={field}
        className={classes.copyField}
        label={label}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        aria-describedby={statusId}
      />
      <Button onClick={() => void copy()} variant={state === 'copied' ? 'light' : 'filled'}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <p id={statusId} className={classes.copyStatus} aria-live="polite">
        {state === 'copied' && 'The link is on your clipboard.'}
        {state === 'manual' &&
          'Your browser did not let us copy it: the link is selected, copy it yourself.'}
      </p>
    </div>
  );
}
