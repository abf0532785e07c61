// The audit log in the console (docs/product.md#audit-log): every entry with who acted, on whom
// or what, the change's values, searchable and filterable; the address keeps the view.
import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { AUDIT_SORTS } from '../../../shared/contracts/audit';
import type { AuditEntryView } from '../../../shared/contracts/audit';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { consolePageState, useConsolePage } from '../console/use-console-page';
import { useConsoleQuery } from '../console/use-console-query';
import { AuditChanges } from './audit-changes';
import classes from './audit-log.module.css';

type Person = AuditEntryView['actor'];

const DEFAULTS = { sort: 'createdAt', dir: 'desc', filters: { action: '', subject: '' } } as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Who({ person, system }: { person: Person; system: string }) {
  if (!person) return <span className={classes.none}>{system}</span>;
  return (
    <span className={classes.who}>
      <span>{person.fullName || 'Deleted user'}</span>
      <span className={classes.email}>{person.email}</span>
    </span>
  );
}

const COLUMNS: ConsoleColumn<AuditEntryView, (typeof AUDIT_SORTS)[number]>[] = [
  { key: 'when', label: 'When', sort: 'createdAt', render: (entry) => when(entry.createdAt) },
  {
    key: 'action',
    label: 'Action',
    sort: 'action',
    primary: true,
    render: (entry) => <span className={classes.action}>{entry.action}</span>,
  },
  { key: 'actor', label: 'By', render: (entry) => <Who person={entry.actor} system="System" /> },
  {
    key: 'subject',
    label: 'About',
    render: (entry) =>
      entry.subject ? <Who person={entry.subject} system="" /> : entry.target || '—',
  },
  {
    key: 'change',
    label: 'Change',
    render: (entry) => (
      <div className={classes.who}>
        <AuditChanges before={entry.before} after={entry.after} />
        {entry.detail && <span className={classes.email}>{entry.detail}</span>}
      </div>
    ),
  },
];

export function AuditLogTable() {
  const state = useConsoleQuery(AUDIT_SORTS, DEFAULTS);
  const page = useConsolePage<AuditEntryView>('audit-log', ADMIN_API.auditLog, state.apiSearch);
  return (
    <ConsoleTable
      caption="Audit log"
      columns={COLUMNS}
      state={state}
      {...consolePageState(page)}
      rowKey={(entry) => String(entry.id)}
      noun={['entry', 'entries']}
      searchLabel="Search actions, people, records and details"
      filters={
        <TextInput
          label="Action"
          placeholder="e.g. role-granted"
          defaultValue={state.query.filters.action}
          key={state.query.filters.action}
          onBlur={(event) => state.set({ filters: { action: event.currentTarget.value.trim() } })}
          onKeyDown={(event) => {
            if (event.key === 'Enter')
              state.set({ filters: { action: event.currentTarget.value.trim() } });
          }}
        />
      }
    />
  );
}
