// The frame of a signed-in area page (account, dashboard): eyebrow, heading, a line about the
// page, the area's navigation, then the content.
import type { ReactNode } from 'react';
import classes from './area-page.module.css';

export interface AreaPageProps {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  nav: ReactNode;
  /** Ties the section to its heading for screen readers. */
  titleId: string;
  children: ReactNode;
}

export function AreaPage({ eyebrow, title, lead, nav, titleId, children }: AreaPageProps) {
  return (
    <section className={classes.page} aria-labelledby={titleId}>
      <p className={classes.eyebrow}>{eyebrow}</p>
      <h1 id={titleId} className={classes.title}>
        {title}
      </h1>
      {lead ? <p className={classes.lead}>{lead}</p> : null}
      <div className={classes.nav}>{nav}</div>
      {children}
    </section>
  );
}

export function AreaSectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={classes.sectionTitle}>
      {children}
    </h2>
  );
}
