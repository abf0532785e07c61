// A page band: a heading block over its content, on a white, warm or navy background.
import type { ReactNode } from 'react';
import classes from './section.module.css';

export interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'white' | 'warm' | 'navy';
  children: ReactNode;
}

export function Section({ id, eyebrow, title, intro, tone = 'white', children }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <section id={id} className={`${classes.section} ${classes[tone]}`} aria-labelledby={headingId}>
      <div className={classes.inner}>
        <header className={classes.heading}>
          {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={classes.title}>
            {title}
          </h2>
          {intro && <p className={classes.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
