// One titled section of the profile editor's form.
import type { ReactNode } from 'react';
import classes from './profile-editor.module.css';

export function EditorSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      {lead && <p className={classes.sectionLead}>{lead}</p>}
      <div className={classes.fields}>{children}</div>
    </section>
  );
}
