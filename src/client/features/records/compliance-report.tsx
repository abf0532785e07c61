// The advisor's compliance (books-and-records) report (docs/product.md#compliance-report): the
// date range (kept in the URL as ?from=&to=), the totals, and one table per kind of record —
// meetings, engagements, fees, agreements and disclosures, reviews, notes sent — with the PDF and
// CSV made on the server and a print view. The advisor's own page and the admin's show the same.
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Alert } from '../../ui/alert';
import { useSearchParams } from 'react-router';
import { REPORT_MESSAGES } from '../../../shared/contracts/records';
import { AppError } from '../../../shared/errors';
import { MeetingListEmpty, MeetingListError, MeetingListSkeleton } from '../meetings/list-states';
import { dayFormatter, plainDay } from './parts/report-format';
import { ReportRangeForm } from './parts/report-range-form';
import { ReportTables } from './parts/report-tables';
import { ReportTotals } from './parts/report-totals';
import classes from './parts/records.module.css';
import type { ReportAudience, ReportRange } from './records-api';
import { useComplianceReport, useReportDownload } from './records-api';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

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
    <ReportRangeForm
      from={fromValue}
      to={toValue}
      onFromChange={setFrom}
      onToChange={setTo}
      onSubmit={submit}
      refreshing={report.isFetching && Boolean(shown)}
      ready={Boolean(shown)}
      downloading={download.isPending ? (download.variables?.format ?? null) : null}
      onDownload={(format) => download.mutate({ format, range: shownRange })}
    />
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
        <ReportTotals report={shown} />
        <ReportTables report={shown} />
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
