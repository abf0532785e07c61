// Admin → User agreements (docs/product.md#user-agreements): every acceptance in the console's
// table, newest first, paged, sorted and searched on the server: who, which document at which
// version, when, where from (the agreement step, a paid booking or a signup) and the address of an
// agreement accepted on its own. Filtered by document; the address keeps the view.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { Badge, NativeSelect } from '@mantine/core';
import { ACCEPTANCE_SORTS } from '../../../shared/contracts/compliance';
import type {
  AcceptanceContext,
  AcceptanceRecord,
  AcceptanceSort,
} from '../../../shared/contracts/compliance';
import { USER_AGREEMENT_SLUGS } from '../../../shared/domain/compliance-documents';
import { formatMeetingTimeShort } from '../../../shared/meeting-time';
import { COMPLIANCE_API } from '../../../shared/routes/compliance-api';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { consolePageState, useConsolePage } from '../console/use-console-page';
import { useConsoleQuery } from '../console/use-console-query';
import { useComplianceDocuments } from './compliance-api';
import classes from './parts/user-agreements-admin.module.css';

/** The console table's key (its query cache entry). */
const ACCEPTANCES_TABLE = 'user-agreements';

const CONTEXT_LABEL: Record<AcceptanceContext, string> = {
  agreement: 'Agreement step',
  booking: 'Paid booking',
  signup: 'Plan or Ongoing signup',
};
const CONTEXT_COLOR: Record<AcceptanceContext, string> = {
  agreement: 'navy',
  booking: 'gray',
  signup: 'gold',
};

const DEFAULTS = { sort: 'acceptedAt', dir: 'desc', filters: { document: '' } } as const;

function columns(timeZone: string): ConsoleColumn<AcceptanceRecord, AcceptanceSort>[] {
  return [
    {
      key: 'client',
      label: 'Client',
      sort: 'client',
      primary: true,
      render: (row) => (
        <span className={classes.stack}>
          <span>{row.clientName}</span>
          <span className={classes.muted}>{row.clientEmail}</span>
        </span>
      ),
    },
    {
      key: 'document',
      label: 'Document',
      sort: 'document',
      render: (row) => (
        <span>
          {row.documentName}
          <span className={classes.muted}> · version {row.documentVersion}</span>
        </span>
      ),
    },
    {
      key: 'context',
      label: 'Where',
      render: (row) => (
        // No shrinking below its words: the console's cells would cut the label short.
        <Badge
          miw="max-content"
          variant="light"
          radius="sm"
          color={CONTEXT_COLOR[row.context]}
          c={`${CONTEXT_COLOR[row.context]}.9`}
          bg={`${CONTEXT_COLOR[row.context]}.1`}
        >
          {CONTEXT_LABEL[row.context]}
        </Badge>
      ),
    },
    {
      key: 'acceptedAt',
      label: 'Accepted',
      sort: 'acceptedAt',
      render: (row) => formatMeetingTimeShort(row.acceptedAt, timeZone),
    },
    { key: 'ipAddress', label: 'IP address', render: (row) => row.ipAddress ?? '—' },
  ];
}

/** The agreements to filter by, named as the documents are now. */
function useDocumentOptions() {
  const documents = useComplianceDocuments();
  const names = new Map(
    (documents.data ?? []).map((document) => [document.slug, document.displayName]),
  );
  return [
    { value: '', label: 'All documents' },
    ...USER_AGREEMENT_SLUGS.map((slug) => ({ value: slug, label: names.get(slug) ?? slug })),
  ];
}

export function UserAgreementsAdmin() {
  const state = useConsoleQuery(ACCEPTANCE_SORTS, DEFAULTS);
  const page = useConsolePage<AcceptanceRecord>(
    ACCEPTANCES_TABLE,
    COMPLIANCE_API.recentAcceptances,
    state.apiSearch,
  );
  const timeZone = useDisplayTimeZone();
  const options = useDocumentOptions();
  return (
    <ConsoleTable
      caption="Acceptances"
      columns={columns(timeZone)}
      state={state}
      {...consolePageState(page)}
      rowKey={(row) => row.id}
      noun={['acceptance', 'acceptances']}
      searchLabel="Search client names and emails"
      filters={
        <NativeSelect
          label="Document"
          value={state.query.filters.document}
          onChange={(event) => state.set({ filters: { document: event.currentTarget.value } })}
          data={options}
        />
      }
      empty="No acceptance matches. Clients accept the agreements before their first booking."
    />
  );
}
