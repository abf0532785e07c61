// admin/emails: the outbox. Without SMTP the product keeps every email here instead of sending
// it; with SMTP this is the record of what was handed over and whether it went.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Badge.css';
import { useState } from 'react';
import { Badge, Pagination, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import type { OutboxEmail } from '../../../shared/contracts/notifications';
import { formatMeetingTimeShort } from '../../../shared/meeting-time';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { useOutbox } from '../../features/emails/admin-outbox-api';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import pageClasses from './admin-page.module.css';
import classes from './admin-emails.module.css';

const SEARCH_DEBOUNCE_MS = 300;
const STATUS_COLOR: Record<string, string> = { stored: 'blue', sent: 'teal', failed: 'red' };

function EmailRow({ email, timeZone }: { email: OutboxEmail; timeZone: string }) {
  return (
    <li className={classes.row}>
      <details>
        <summary className={classes.summary}>
          <span className={classes.subject}>{email.subject}</span>
          <span className={classes.meta}>
            to {email.to} · {formatMeetingTimeShort(email.createdAt, timeZone)}
          </span>
          <Badge variant="light" radius="sm" color={STATUS_COLOR[email.status] ?? 'gray'}>
            {email.status}
          </Badge>
        </summary>
        <div className={classes.body}>
          {email.error && <p className={classes.error}>Delivery failed: {email.error}</p>}
          {Object.keys(email.headers).length > 0 && (
            <dl className={classes.headers} aria-label="Headers">
              {Object.entries(email.headers).map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <pre className={classes.text}>{email.text}</pre>
          {email.attachments.length > 0 && (
            <p className={classes.meta}>
              Attached: {email.attachments.map((file) => file.filename).join(', ')}
            </p>
          )}
        </div>
      </details>
    </li>
  );
}

export default function AdminEmailsPage() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(to);
  const { data, isPending, isError } = useOutbox(to, page);
  const timeZone = useDisplayTimeZone();
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const go = (next: { to?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextTo = next.to ?? to;
    if (nextTo) query.set('to', nextTo);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  const searchSoon = useDebouncedCallback(
    (term: string) => go({ to: term, page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <section className={pageClasses.page} aria-labelledby="admin-emails-title">
      <p className={pageClasses.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-emails-title" className={pageClasses.title}>
        Emails
      </h1>
      <p className={pageClasses.lead}>
        Every email the product sends, newest first: confirmations with their calendar files,
        reminders, meeting summaries, refunds and account emails.
      </p>
      <form
        className={pageClasses.search}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          searchSoon.cancel();
          go({ to: draft.trim(), page: 1 });
        }}
      >
        <TextInput
          className={pageClasses.searchInput}
          label="Recipient"
          placeholder="name@example.com"
          value={draft}
          type="search"
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            searchSoon(event.currentTarget.value.trim());
          }}
        />
      </form>
      {isPending && <p className={pageClasses.empty}>Loading emails…</p>}
      {isError && !data && <p className={pageClasses.empty}>The emails could not be loaded.</p>}
      {data && data.emails.length === 0 && (
        <p className={pageClasses.empty}>{to ? `No emails to “${to}”.` : 'No emails yet.'}</p>
      )}
      {data && data.emails.length > 0 && (
        <ul className={classes.list}>
          {data.emails.map((email) => (
            <EmailRow key={email.id} email={email} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {data && (
        <div className={pageClasses.footer}>
          <span>
            {data.total} {data.total === 1 ? 'email' : 'emails'}
          </span>
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={(next) => go({ page: next })} />
          )}
        </div>
      )}
    </section>
  );
}
