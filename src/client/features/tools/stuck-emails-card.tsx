// Stuck emails (docs/product.md#admin-tools): failed ones and ones waiting too long, each with
// "Send again". The send is queued: a second click while it waits does nothing.
import { EMAIL_STUCK_AFTER_MINUTES, STUCK_EMAIL_SORTS } from '../../../shared/contracts/tools';
import type { StuckEmail, StuckEmailSort } from '../../../shared/contracts/tools';
import { TOOLS_API } from '../../../shared/routes/tools-api';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { consolePageState, useConsolePage } from '../console/use-console-page';
import { useConsoleQuery } from '../console/use-console-query';
import { RowActionButton } from './row-action-button';
import { STUCK_EMAILS_TABLE, useResendEmail } from './tools-api';
import classes from './tools.module.css';

const DEFAULTS = { sort: 'createdAt', dir: 'desc', prefix: 'emails' } as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function SendAgain({ email }: { email: StuckEmail }) {
  return (
    <RowActionButton
      id={email.id}
      label="Send again"
      ariaLabel={`Send again: ${email.subject} to ${email.to}`}
      action={useResendEmail()}
      said={({ alreadyQueued }) => [
        alreadyQueued
          ? 'It was already waiting to be sent; nothing more was done.'
          : `“${email.subject}” to ${email.to} is being sent again.`,
        'Email queued',
      ]}
      failedTitle="Not queued"
    />
  );
}

const COLUMNS: ConsoleColumn<StuckEmail, StuckEmailSort>[] = [
  { key: 'when', label: 'Written', sort: 'createdAt', render: (email) => when(email.createdAt) },
  {
    key: 'subject',
    label: 'Email',
    primary: true,
    render: (email) => (
      <span className={classes.stack}>
        <span>{email.subject}</span>
        <span className={classes.small}>{email.template}</span>
      </span>
    ),
  },
  { key: 'to', label: 'To', sort: 'to', render: (email) => email.to },
  {
    key: 'status',
    label: 'Status',
    render: (email) => (
      <span className={classes.stack}>
        <span className={classes.status}>{email.status}</span>
        {email.error && <span className={classes.small}>{email.error}</span>}
      </span>
    ),
  },
  { key: 'action', label: 'Action', render: (email) => <SendAgain email={email} /> },
];

export function StuckEmailsCard() {
  const state = useConsoleQuery(STUCK_EMAIL_SORTS, DEFAULTS);
  const page = useConsolePage<StuckEmail>(
    STUCK_EMAILS_TABLE,
    TOOLS_API.stuckEmails,
    state.apiSearch,
  );
  return (
    <section className={classes.wide} aria-labelledby="tools-emails">
      <h2 id="tools-emails" className={classes.cardTitle}>
        Stuck emails
      </h2>
      <p className={classes.muted}>
        Emails the mail server refused, and emails still unsent {EMAIL_STUCK_AFTER_MINUTES} minutes
        after they were written. “Send again” sends a copy once; the original is marked resent.
      </p>
      <ConsoleTable
        caption="Stuck emails"
        columns={COLUMNS}
        state={state}
        {...consolePageState(page)}
        rowKey={(email) => email.id}
        noun={['stuck email', 'stuck emails']}
        searchLabel="Search recipients, subjects and templates"
        empty="No stuck emails: everything was sent or kept in the outbox."
      />
    </section>
  );
}
