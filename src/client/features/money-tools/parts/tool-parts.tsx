// Building blocks the three calculators share: the panel layout, the results list and the
// money formats they use.
import type { ReactNode } from 'react';
import { formatCurrency } from '../../../../shared/format';
import classes from '../money-tools.module.css';

/** Whole dollars for balances, where cents are noise: '$612,345'. */
export const wholeDollars = (cents: number) => formatCurrency(Math.round(cents / 100) * 100);

/** Dollars and cents for payments: '$1,199.10'. */
export const exactDollars = (cents: number) => formatCurrency(Math.round(cents));

interface ToolLayoutProps {
  id: string;
  title: string;
  intro: ReactNode;
  form: ReactNode;
  results: ReactNode;
  /** Some entry is invalid: the results are still those of the last valid entries. */
  stale: boolean;
  notes: ReactNode;
}

/**
 * Inputs beside the results on wide screens; on phones the results come first (CSS order), so a
 * shared link opens on its answer.
 */
export function ToolLayout({ id, title, intro, form, results, stale, notes }: ToolLayoutProps) {
  return (
    <div className={classes.tool}>
      <div className={classes.toolHead}>
        <h2 id={`${id}-title`} className={classes.toolTitle}>
          {title}
        </h2>
        <p className={classes.toolIntro}>{intro}</p>
      </div>
      <div className={classes.toolGrid}>
        <form
          className={classes.form}
          aria-labelledby={`${id}-title`}
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          {form}
        </form>
        <div className={classes.results} data-stale={stale || undefined}>
          {stale && (
            <p className={classes.staleNote}>
              Results of your last valid entries: correct the highlighted one to update them.
            </p>
          )}
          {results}
        </div>
      </div>
      <div className={classes.notes}>
        <h3 className={classes.notesTitle}>How this estimate works</h3>
        {notes}
      </div>
    </div>
  );
}

export interface Stat {
  label: string;
  value: string;
  note?: ReactNode;
  primary?: boolean;
  tone?: 'good' | 'warn';
}

export function ResultStats({ stats }: { stats: Stat[] }) {
  return (
    <dl className={classes.stats} data-count={stats.length}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={classes.stat}
          data-primary={stat.primary ? true : undefined}
          data-tone={stat.tone}
        >
          <dt className={classes.statLabel}>{stat.label}</dt>
          <dd className={classes.statValue}>{stat.value}</dd>
          {stat.note && <dd className={classes.statNote}>{stat.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
