// Running text beside a boxed aside (a checklist, a disclosure, a summary); stacked on phones.
import type { ReactNode } from 'react';
import classes from './split-layout.module.css';

export function SplitLayout({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className={classes.split}>
      <div className={classes.prose}>{children}</div>
      <div className={classes.aside}>{aside}</div>
    </div>
  );
}

/** Running text on its own, at a readable width. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={`${classes.prose} ${classes.alone}`}>{children}</div>;
}

/** A boxed panel for the aside: an h3 and its content. */
export function AsidePanel({
  title,
  children,
  tone = 'light',
}: {
  title: string;
  children: ReactNode;
  tone?: 'light' | 'accent';
}) {
  return (
    <div className={tone === 'accent' ? `${classes.panel} ${classes.accent}` : classes.panel}>
      <h3 className={classes.panelTitle}>{title}</h3>
      {children}
    </div>
  );
}
