// One card of the profile page: a heading, a line about it, its form or facts, and any refusal.
import type { ReactNode } from 'react';
import { Alert } from '../../../ui/alert';
import classes from '../profile.module.css';

export function ProfileSection({
  id,
  title,
  text,
  problem,
  aside,
  tone,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  text?: ReactNode;
  /** A refusal that belongs to no field. */
  problem?: string | null;
  /** A short state beside the title, such as a badge. */
  aside?: ReactNode;
  /** 'danger' marks a section whose action cannot be undone. */
  tone?: 'danger';
  /** Spans both columns of the page. */
  wide?: boolean;
  children: ReactNode;
}) {
  const classNames = [
    classes.section,
    tone === 'danger' ? classes.danger : '',
    wide ? classes.wide : '',
  ].filter(Boolean);
  return (
    <section className={classNames.join(' ')} aria-labelledby={id}>
      <div className={classes.heading}>
        <h2 id={id} className={classes.title}>
          {title}
        </h2>
        {aside}
      </div>
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
