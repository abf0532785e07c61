// One card of the profile page: a heading, a line about it, its form or facts, and any refusal.
import '@mantine/core/styles/Alert.css';
import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import classes from './profile.module.css';

export function ProfileSection({
  id,
  title,
  text,
  problem,
  children,
}: {
  id: string;
  title: string;
  text?: ReactNode;
  /** A refusal that belongs to no field. */
  problem?: string | null;
  children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.title}>
        {title}
      </h2>
      {text ? <p className={classes.text}>{text}</p> : null}
      {problem ? (
        <Alert
          color="red"
          variant="light"
          title="Not saved"
          role="alert"
          className={classes.problem}
        >
          {problem}
        </Alert>
      ) : null}
      {children}
    </section>
  );
}
