// Questions and answers as native <details>: keyboard-usable and announced by screen readers
// with no script, so they work before hydration and cost nothing to download.
import type { ReactNode } from 'react';
import classes from './faq-list.module.css';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

export interface FaqListProps {
  entries: readonly FaqEntry[];
  /** Shared `name` so opening one question closes the others. */
  name: string;
  /** Paler item borders, as the home page's FAQ was designed with. */
  softBorders?: boolean;
}

export function FaqList({ entries, name, softBorders = false }: FaqListProps) {
  return (
    <div className={softBorders ? `${classes.list} ${classes.soft}` : classes.list}>
      {entries.map((entry) => (
        <details key={entry.question} className={classes.item} name={name}>
          <summary className={classes.control}>
            <span>{entry.question}</span>
            <svg className={classes.chevron} viewBox="0 0 20 20" aria-hidden="true">
              <path d="m5 7.5 5 5 5-5" />
            </svg>
          </summary>
          <div className={classes.content}>{entry.answer}</div>
        </details>
      ))}
    </div>
  );
}
