// Figures as a row of the ledger's cards (name above, value below) in a described list: the
// compliance report's, the dashboard's and the admin reports' totals.
import ledger from './ledger.module.css';

export function FigureList({
  label,
  figures,
  className,
}: {
  /** What the figures are of, the list's accessible name. */
  label: string;
  figures: readonly (readonly [string, string])[];
  className?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      {figures.map(([name, value]) => (
        <div key={name} className={ledger.total}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
