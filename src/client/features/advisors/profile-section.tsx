// One titled block of the profile's main column.
import type { ReactNode } from 'react';
import classes from './advisor-profile-page.module.css';

export function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={classes.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Text with blank-line or line-break separated paragraphs. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return text
    .split(/\r?\n\s*\r?\n|\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => (
      <p key={index} className={className}>
        {paragraph}
      </p>
    ));
}
