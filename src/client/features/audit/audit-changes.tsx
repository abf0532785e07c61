// The values an audited change replaced and wrote, field by field: "value: false → true".
import classes from './audit-log.module.css';

type Values = Record<string, unknown>;

const isValues = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown): string =>
  value === undefined || value === null
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  if (before === null && after === null) return <span className={classes.none}>—</span>;
  if (!isValues(before ?? {}) || !isValues(after ?? {})) {
    return (
      <span>
        {shown(before)} → {shown(after)}
      </span>
    );
  }
  const was = (before ?? {}) as Values;
  const now = (after ?? {}) as Values;
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return (
    <dl className={classes.changes}>
      {fields.map((field) => (
        <div key={field} className={classes.change}>
          <dt>{field}</dt>
          <dd>
            {before !== null && <span className={classes.before}>{shown(was[field])}</span>}
            {before !== null && after !== null && ' → '}
            {after !== null && <span className={classes.after}>{shown(now[field])}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
