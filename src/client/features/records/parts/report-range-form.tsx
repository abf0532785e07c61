// The compliance report's period form (two days, both included) and, beside it, printing and the
// PDF and CSV files of the period shown. The page holds the values; this only draws them.
import '@mantine/core/styles/Input.css';
import type { FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import type { ReportFormat } from '../records-api';
import classes from './records.module.css';

export function ReportRangeForm({
  from,
  to,
  onFromChange,
  onToChange,
  onSubmit,
  refreshing,
  ready,
  downloading,
  onDownload,
}: {
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** Showing records already, and fetching those of a new period. */
  refreshing: boolean;
  /** A report is shown, so there is something to print or download. */
  ready: boolean;
  /** The file being made, if any. */
  downloading: ReportFormat | null;
  onDownload: (format: ReportFormat) => void;
}) {
  return (
    <form className={classes.toolbar} onSubmit={onSubmit} aria-label="Report period" noValidate>
      <TextInput
        type="date"
        label="From"
        value={from}
        onChange={(event) => onFromChange(event.currentTarget.value)}
        className={classes.dateField}
      />
      <TextInput
        type="date"
        label="To"
        value={to}
        onChange={(event) => onToChange(event.currentTarget.value)}
        className={classes.dateField}
      />
      <Button type="submit" loading={refreshing}>
        Show records
      </Button>
      <div className={classes.actions}>
        <Button variant="default" onClick={() => window.print()} disabled={!ready}>
          Print
        </Button>
        <Button
          variant="outline"
          disabled={!ready}
          loading={downloading === 'pdf'}
          onClick={() => onDownload('pdf')}
        >
          Download PDF
        </Button>
        <Button
          variant="outline"
          disabled={!ready}
          loading={downloading === 'csv'}
          onClick={() => onDownload('csv')}
        >
          Download CSV
        </Button>
      </div>
    </form>
  );
}
