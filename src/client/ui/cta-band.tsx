// The closing call to action of a content page: a short heading, one sentence and the buttons,
// on a dark card so it reads as the natural next step after the page's last section.
import type { ReactNode } from 'react';
import classes from './cta-band.module.css';

export interface CtaBandProps {
  title: string;
  text: ReactNode;
  /** Buttons (light on dark: use color="gold.4" c="navy.9" for the main one). */
  actions: ReactNode;
  /** A small line under the buttons: a note or a secondary link. */
  footnote?: ReactNode;
  tone?: 'white' | 'warm';
}

export function CtaBand({ title, text, actions, footnote, tone = 'white' }: CtaBandProps) {
  const headingId = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-cta`;
  return (
    <section
      className={tone === 'warm' ? `${classes.band} ${classes.warm}` : classes.band}
      aria-labelledby={headingId}
    >
      <div className={classes.card}>
        <h2 id={headingId} className={classes.title}>
          {title}
        </h2>
        <p className={classes.text}>{text}</p>
        <div className={classes.actions}>{actions}</div>
        {footnote && <p className={classes.footnote}>{footnote}</p>}
      </div>
    </section>
  );
}
