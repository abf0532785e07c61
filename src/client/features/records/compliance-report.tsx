// The advisor's compliance (books-and-records) report (docs/product.md#compliance-report): the
// date range (kept in the URL as ?from=&to=), the totals, and one table per kind of record —
// meetings, engagements, fees, agreements and disclosures, reviews, notes sent — with the PDF and
// CSV made on the server and a print view. The advisor's own page and the admin's show the same.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Alert, Button, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { ComplianceReport as Report } from '../../../shared/contracts/records';
import { REPORT_MESSAGES } from '../../../shared/contracts/records';
import { AppError } from '../../../shared/errors';
import { formatCurrency } from '../../../shared/format';
import ledger from '../billing/ledger.module.css';
import { MeetingListEmpty, MeetingListError, MeetingListSkeleton } from '../meetings/list-states';
import classes from './parts/records.module.css';
import type { ReportAudience, ReportRange } from './records-api';
import { useComplianceReport, useReportDownload } from './records-api';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function dayFormatter(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
  return (instant: string) => format.format(new Date(instant));
}

const plainDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

const status = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Column<Row> {
  name: string;
  cell: (row: Row) => ReactNode;
  amount?: boolean;
}

function RecordTable<Row>({
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

function Totals({ report }: { report: Report }) {
  const t = report.totals;
  const figures = [
    ['Meetings', String(t.meetings)],
    ['Engagements', String(t.engagements)],
    ['Fees charged', formatCurrency(t.chargedCents)],
    ['Refunded', formatCurrency(t.refundedCents)],
    ['Reviews', String(t.reviews)],
    ['Notes sent', String(t.notesSent)],
  ] as const;
  return (
    <dl className={classes.figures} aria-label="Totals of the period">
      {figures.map(([name, value]) => (
        <div key={name} className={ledger.total}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReportBody({ report }: { report: Report }) {
  const day = dayFormatter(report.advisor.timeZone);
  return (
    <>
      <Totals report={report} />
      <RecordTable
        id="report-meetings"
        title="Meetings"
        rows={report.meetings}
        rowKey={(m) => m.id}
        empty="No meetings in this period."
        columns={[
          { name: 'Date', cell: (m) => <time dateTime={m.startsAt}>{day(m.startsAt)}</time> },
          { name: 'Client', cell: (m) => m.client },
          { name: 'Offering', cell: (m) => m.offering },
          { name: 'Status', cell: (m) => m.status },
          { name: 'Price', cell: (m) => formatCurrency(m.priceCents), amount: true },
          { name: 'Notes sent', cell: (m) => (m.notesSentAt ? day(m.notesSentAt) : '—') },
        ]}
      />
      <RecordTable
        id="report-engagements"
        title="Engagements"
        rows={report.engagements}
        rowKey={(e) => e.signupId}
        empty="No Plan or Ongoing engagements ran in this period."
        columns={[
          { name: 'Signed up', cell: (e) => day(e.signedUpAt) },
          { name: 'Client', cell: (e) => e.client },
          { name: 'Offering', cell: (e) => e.offering },
          {
            name: 'Period',
            cell: (e) =>
              `${e.startsOn ? plainDay(e.startsOn) : '—'} to ${e.endsOn ? plainDay(e.endsOn) : 'open'}`,
          },
          { name: 'Status', cell: (e) => status(e.status) },
          { name: 'Price', cell: (e) => formatCurrency(e.priceCents), amount: true },
        ]}
      />
      <RecordTable
        id="report-fees"
        title="Fees charged and refunded"
        rows={report.fees}
        rowKey={(f) => `${f.type}-${f.id}`}
        empty="No charges, refunds or invoices in this period."
        columns={[
          { name: 'Date', cell: (f) => day(f.at) },
          { name: 'Type', cell: (f) => f.type },
          { name: 'Client', cell: (f) => f.client },
          { name: 'Description', cell: (f) => f.description },
          { name: 'Status', cell: (f) => status(f.status) },
          {
            name: 'Amount',
            cell: (f) =>
              f.type === 'Refund'
                ? `−${formatCurrency(f.amountCents)}`
                : formatCurrency(f.amountCents),
            amount: true,
          },
        ]}
      />
      <RecordTable
        id="report-disclosures"
        title="Agreements and disclosures accepted"
        rows={report.disclosures}
        rowKey={(d, index) => `${d.acceptedAt}-${d.document}-${index}`}
        empty="No agreements or disclosures were accepted in this period."
        columns={[
          { name: 'Accepted', cell: (d) => day(d.acceptedAt) },
          { name: 'Client', cell: (d) => d.client },
          { name: 'For', cell: (d) => d.offering },
          {
            name: 'Document',
            cell: (d) => (
              <div>
                <span className={ledger.what}>{d.document}</span>
                {d.termsText ? <span className={ledger.detail}>{d.termsText}</span> : null}
              </div>
            ),
          },
          { name: 'Version', cell: (d) => (d.version === null ? 'As shown' : `v${d.version}`) },
        ]}
      />
      <RecordTable
        id="report-reviews"
        title="Reviews and responses"
        rows={report.reviews}
        rowKey={(r) => r.id}
        empty="No reviews were written in this period."
        columns={[
          { name: 'Date', cell: (r) => day(r.createdAt) },
          { name: 'Reviewer', cell: (r) => r.reviewer },
          { name: 'Rating', cell: (r) => `${r.rating}/5${r.hidden ? ' (hidden)' : ''}` },
          {
            name: 'Review',
            cell: (r) => (
              <div>
                <span className={ledger.what}>{r.title}</span>
                <span className={ledger.detail}>{r.body}</span>
              </div>
            ),
          },
          { name: 'Response', cell: (r) => r.responseBody ?? '—' },
        ]}
      />
      <RecordTable
        id="report-notes"
        title="Meeting notes sent"
        rows={report.notes}
        rowKey={(n) => n.eventId}
        empty="No meeting notes were sent in this period."
        columns={[
          { name: 'Sent', cell: (n) => day(n.sentAt) },
          { name: 'Client', cell: (n) => n.client },
          { name: 'Meeting', cell: (n) => day(n.meetingAt) },
        ]}
      />
    </>
  );
}

export function ComplianceReport({
  audience,
  userId,
}: {
  audience: ReportAudience;
  userId: string;
}) {
  const [params, setParams] = useSearchParams();
  const asked = (name: string) => {
    const value = params.get(name) ?? undefined;
    return value && DATE_PATTERN.test(value) ? value : undefined;
  };
  const range: ReportRange = { from: asked('from'), to: asked('to') };
  const report = useComplianceReport(audience, userId, range);
  const download = useReportDownload(audience, userId);
  const shown = report.data;
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const fromValue = from ?? range.from ?? shown?.from ?? '';
  const toValue = to ?? range.to ?? shown?.to ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!DATE_PATTERN.test(fromValue) || !DATE_PATTERN.test(toValue)) {
      setFormError(REPORT_MESSAGES.badDate);
      return;
    }
    if (fromValue > toValue) {
      setFormError(REPORT_MESSAGES.fromAfterTo);
      return;
    }
    setFormError(null);
    setFrom(null);
    setTo(null);
    setParams({ from: fromValue, to: toValue });
  };

  const failure = report.error;
  const refused = failure instanceof AppError && failure.status === 400 ? failure.message : null;
  const shownRange = shown ? { from: shown.from, to: shown.to } : range;

  const toolbar = (
    <form className={classes.toolbar} onSubmit={submit} aria-label="Report period" noValidate>
      <TextInput
        type="date"
        label="From"
        value={fromValue}
        onChange={(event) => setFrom(event.currentTarget.value)}
        className={classes.dateField}
      />
      <TextInput
        type="date"
        label="To"
        value={toValue}
        onChange={(event) => setTo(event.currentTarget.value)}
        className={classes.dateField}
      />
      <Button type="submit" loading={report.isFetching && Boolean(shown)}>
        Show records
      </Button>
      <div className={classes.actions}>
        <Button variant="default" onClick={() => window.print()} disabled={!shown}>
          Print
        </Button>
        <Button
          variant="outline"
          disabled={!shown}
          loading={download.isPending && download.variables?.format === 'pdf'}
          onClick={() => download.mutate({ format: 'pdf', range: shownRange })}
        >
          Download PDF
        </Button>
        <Button
          variant="outline"
          disabled={!shown}
          loading={download.isPending && download.variables?.format === 'csv'}
          onClick={() => download.mutate({ format: 'csv', range: shownRange })}
        >
          Download CSV
        </Button>
      </div>
    </form>
  );

  let body: ReactNode;
  if (!shown) {
    if (failure instanceof AppError && failure.status === 404) {
      body = (
        <MeetingListEmpty
          title="No report here"
          text="This account runs no advisor profile, or the report is not yours to read."
        />
      );
    } else if (refused) {
      body = null;
    } else if (report.isError) {
      body = (
        <MeetingListError
          title="The report could not be loaded"
          text="Something went wrong on our side or with the connection. Please try again in a moment."
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      );
    } else {
      body = <MeetingListSkeleton label="Loading the report" />;
    }
  } else {
    body = (
      <div aria-busy={report.isFetching}>
        <p className={classes.period}>
          {shown.advisor.name}: records from <strong>{plainDay(shown.from)}</strong> to{' '}
          <strong>{plainDay(shown.to)}</strong>, days in {shown.advisor.timeZone}. Generated{' '}
          {dayFormatter(shown.advisor.timeZone)(shown.generatedAt)}.
        </p>
        <ReportBody report={shown} />
      </div>
    );
  }

  return (
    <div className={classes.report}>
      {toolbar}
      {(formError ?? refused) && (
        <Alert color="red" role="alert" mb="md">
          {formError ?? refused}
        </Alert>
      )}
      {download.isError && (
        <Alert color="red" role="alert" mb="md">
          The file could not be made. Please try again in a moment.
        </Alert>
      )}
      {body}
    </div>
  );
}
