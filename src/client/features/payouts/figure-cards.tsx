// A month's figures as cards, the last one "Still owed" set apart: the advisor's earnings page and
// the affiliates' pages (share page, admin affiliate payments) show their totals the same way.
import ledger from '../billing/ledger.module.css';
import classes from './parts/payouts.module.css';

export function FigureCards({
  label,
  figures,
  owed,
}: {
  /** What the figures are of, for the list's accessible name: 'Totals for March 2024'. */
  label: string;
  figures: readonly (readonly [string, string])[];
  owed: string;
}) {
  return (
    <dl className={classes.figures} aria-label={label}>
      {figures.map(([name, value]) => (
        <div key={name} className={ledger.total}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={`${ledger.total} ${classes.owed}`}>
        <dt>Still owed</dt>
        <dd>{owed}</dd>
      </div>
    </dl>
  );
}
