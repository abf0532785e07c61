// Shown while a stored session is restored, instead of a flash of 'not allowed' or 'Log In'.
import { Loader } from '@mantine/core';
import classes from '../ui/status-page.module.css';

export function AuthLoading({ label = 'Checking your sign-in…' }: { label?: string }) {
  return (
    <section className={classes.wrap} aria-busy="true">
      <div className={classes.card} role="status" aria-live="polite">
        <Loader size="md" aria-hidden="true" />
        <p className={classes.text}>{label}</p>
      </div>
    </section>
  );
}
