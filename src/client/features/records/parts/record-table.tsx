// One section of the compliance report: a titled table of one kind of record with its count, or a
// line saying there were none (tables from features/billing/ledger.module.css, cards on phones).
import type { ReactNode } from 'react';
import ledger from '../../billing/ledger.module.css';
import classes from './records.module.css';

export interface Column<Row> {
  name: string;
  cell: (row: Row) => ReactNode;
  amount?: boolean;
}

export function RecordTable<Row>({
  id,
  title,
  rows,
  columns,
  rowKey,
  empty,
}: {
  id: string;
  title: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row, index: number) => string;
  empty: string;
}) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.sectionTitle}>
        {title} <span className={classes.count}>{rows.length}</span>
      </h2>
      {rows.length === 0 ? (
        <p className={classes.empty}>{empty}</p>
      ) : (
        <table className={`${ledger.table} ${classes.table}`}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.name}
                  scope="col"
                  className={column.amount ? ledger.amountCell : undefined}
                >
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <td
                    key={column.name}
                    data-label={column.name}
                    className={column.amount ? ledger.amountCell : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
