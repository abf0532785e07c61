// The admin's page of one offering (docs/product.md#plans-admin): its signups (searched by client
// or advisor, filtered by follow-up status and state), its instances by status, and who has
// capacity. The view and filters live in the address, so a reload or a shared link shows the same.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Pagination.css';
import { useState } from 'react';
import { Button, NativeSelect, Pagination, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import {
  ENGAGEMENT_STATUS_LABELS,
  PLANS_ADMIN_LIMITS,
  SIGNUP_STATE_LABELS,
} from '../../../shared/contracts/plans-admin';
import {
  ENGAGEMENT_STATUSES,
  FOLLOW_UP_STATUSES,
  FOLLOW_UP_STATUS_LABELS,
  SIGNUP_STATES,
} from '../../../shared/contracts/plans';
import type {
  EngagementStatus,
  FollowUpStatus,
  SignupState,
} from '../../../shared/contracts/plans';
import { useAddressParams } from '../../ui/use-address-params';
import { useNotifications } from '../../ui/notifications';
import { ArrangeSignupForm } from './arrange-signup-form';
import { CapacityTable } from './parts/capacity-table';
import { InstanceTable } from './parts/instance-table';
import { MoneyBackRequests } from './parts/money-back-requests';
import { freshReloadId } from './parts/plans-format';
import { SignupTable } from './parts/signup-table';
import {
  useAdminInstances,
  useAdminSearch,
  useAdminSignups,
  useRefreshInvoices,
} from './plans-admin-api';
import classes from './plans-admin.module.css';
import { adminFailureMessage } from '../console/admin-failure';
import type { EngagementKind } from '../../../shared/offerings/catalog';

const SEARCH_DEBOUNCE_MS = 300;
const VIEWS = ['signups', 'instances', 'money-back', 'capacity', 'arrange'] as const;
type View = (typeof VIEWS)[number];
const VIEW_LABELS: Record<View, string> = {
  signups: 'Signups',
  instances: 'Instances',
  'money-back': 'Money-back requests',
  capacity: 'Who has capacity',
  arrange: 'Add by hand',
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

function ListState({
  loading,
  failed,
  empty,
  what,
  retry,
}: {
  loading: boolean;
  failed: boolean;
  empty: string | null;
  what: string;
  retry: () => void;
}) {
  if (loading) return <p className={classes.empty}>Loading {what}…</p>;
  if (failed) {
    return (
      <p className={classes.empty}>
        The {what} could not be loaded.{' '}
        <Button variant="subtle" size="xs" onClick={retry}>
          Try again
        </Button>
      </p>
    );
  }
  return empty ? <p className={classes.empty}>{empty}</p> : null;
}

function Footer({
  total,
  noun,
  page,
  pages,
  go,
}: {
  total: number;
  noun: [string, string];
  page: number;
  pages: number;
  go: (page: number) => void;
}) {
  return (
    <div className={classes.footer}>
      <span>
        {total} {total === 1 ? noun[0] : noun[1]}
      </span>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={go}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
          })}
        />
      )}
    </div>
  );
}

/** The list's filters in the address; a filter change goes back to the first page. */
function useListParams() {
  const [params, keep] = useAddressParams();
  const set = (changes: Record<string, string | undefined>) =>
    keep('page' in changes ? changes : { page: null, ...changes });
  return [params, set] as const;
}

function SignupsView({ kind, reloadId }: { kind: EngagementKind; reloadId: string }) {
  const [params, set] = useListParams();
  const search = params.get('search') ?? '';
  const followUpStatus = oneOf<FollowUpStatus>(FOLLOW_UP_STATUSES, params.get('followUp'));
  const state = oneOf<SignupState>(SIGNUP_STATES, params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const searching = search.length >= PLANS_ADMIN_LIMITS.search.min;

  const list = useAdminSignups(kind, { followUpStatus, state, page }, !searching);
  const found = useAdminSearch(kind, searching ? search : '');
  const searchSoon = useDebouncedCallback(
    (text: string) => set({ search: text }),
    SEARCH_DEBOUNCE_MS,
  );

  const items = searching ? found.data?.signups : list.data?.items;
  const current = searching ? found : list;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const filtered = Boolean(followUpStatus ?? state);

  return (
    <>
      <div className={classes.toolbar}>
        <form
          className={classes.searchInput}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            searchSoon.cancel();
            set({ search: draft.trim() });
          }}
        >
          <TextInput
            label="Search by client name, email or advisor"
            description={`At least ${PLANS_ADMIN_LIMITS.search.min} characters`}
            type="search"
            value={draft}
            maxLength={PLANS_ADMIN_LIMITS.search.max}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              searchSoon(event.currentTarget.value.trim());
            }}
          />
        </form>
        <NativeSelect
          label="Follow-up status"
          value={followUpStatus ?? ''}
          disabled={searching}
          onChange={(event) => set({ followUp: event.currentTarget.value })}
          data={[
            { value: '', label: 'Any' },
            ...FOLLOW_UP_STATUSES.map((value) => ({
              value,
              label: FOLLOW_UP_STATUS_LABELS[value],
            })),
          ]}
        />
        <NativeSelect
          label="State"
          value={state ?? ''}
          disabled={searching}
          onChange={(event) => set({ state: event.currentTarget.value })}
          data={[
            { value: '', label: 'Any' },
            ...SIGNUP_STATES.map((value) => ({ value, label: SIGNUP_STATE_LABELS[value] })),
          ]}
        />
      </div>
      <div className={classes.tableWrap} aria-busy={current.isFetching} aria-live="polite">
        {items && items.length > 0 && <SignupTable kind={kind} items={items} reloadId={reloadId} />}
        <ListState
          loading={current.isPending}
          failed={current.isError && !current.data}
          what="signups"
          retry={() => void current.refetch()}
          empty={
            items && items.length === 0
              ? searching
                ? `No signups match “${search}”.`
                : filtered
                  ? 'No signups with these filters.'
                  : 'No signups yet.'
              : null
          }
        />
      </div>
      {searching && found.data && (
        <div className={classes.footer}>
          <span>
            {found.data.signups.length} found for “{search}”
          </span>
        </div>
      )}
      {!searching && list.data && (
        <Footer
          total={list.data.total}
          noun={['signup', 'signups']}
          page={page}
          pages={pages}
          go={(next) => set({ page: String(next) })}
        />
      )}
    </>
  );
}

function InstancesView({ kind, reloadId }: { kind: EngagementKind; reloadId: string }) {
  const [params, set] = useListParams();
  const status = oneOf<EngagementStatus>(ENGAGEMENT_STATUSES, params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAdminInstances(kind, { status, page });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <>
      <div className={classes.toolbar}>
        <NativeSelect
          label="Status"
          value={status ?? ''}
          onChange={(event) => set({ status: event.currentTarget.value })}
          data={[
            { value: '', label: 'Any' },
            ...ENGAGEMENT_STATUSES.map((value) => ({
              value,
              label: ENGAGEMENT_STATUS_LABELS[value],
            })),
          ]}
        />
      </div>
      <div className={classes.tableWrap} aria-busy={list.isFetching} aria-live="polite">
        {list.data && list.data.items.length > 0 && (
          <InstanceTable kind={kind} items={list.data.items} reloadId={reloadId} />
        )}
        <ListState
          loading={list.isPending}
          failed={list.isError && !list.data}
          what="instances"
          retry={() => void list.refetch()}
          empty={
            list.data && list.data.items.length === 0
              ? status
                ? `No ${ENGAGEMENT_STATUS_LABELS[status].toLowerCase()} instances.`
                : 'No instances yet.'
              : null
          }
        />
      </div>
      {list.data && (
        <Footer
          total={list.data.total}
          noun={['instance', 'instances']}
          page={page}
          pages={pages}
          go={(next) => set({ page: String(next) })}
        />
      )}
    </>
  );
}

export function RefreshInvoicesButton({ kind }: { kind: EngagementKind }) {
  const refresh = useRefreshInvoices(kind);
  const notify = useNotifications();
  return (
    <Button
      variant="default"
      loading={refresh.isPending}
      onClick={() =>
        refresh.mutate(undefined, {
          onSuccess: ({ counts }) =>
            notify.success(
              Object.entries(counts)
                .map(([name, n]) => `${n} ${name}`)
                .join(', ') || 'Nothing to update.',
              'Invoices refreshed',
            ),
          onError: (error) =>
            notify.error(adminFailureMessage('refreshPlanInvoices', error), 'Not refreshed'),
        })
      }
    >
      Refresh invoices
    </Button>
  );
}

export function OfferingAdminView({ kind }: { kind: EngagementKind }) {
  const [params, setParams] = useSearchParams();
  const view = oneOf<View>(VIEWS, params.get('view')) ?? 'signups';
  // One per visit: the edit pages' links open them afresh.
  const [reloadId] = useState(freshReloadId);
  return (
    <>
      <SegmentedControl
        className={classes.views}
        value={view}
        onChange={(value) => setParams(new URLSearchParams({ view: value }), { replace: true })}
        data={VIEWS.map((value) => ({ value, label: VIEW_LABELS[value] }))}
        aria-label="Show"
      />
      {view === 'signups' && <SignupsView kind={kind} reloadId={reloadId} />}
      {view === 'instances' && <InstancesView kind={kind} reloadId={reloadId} />}
      {view === 'money-back' && <MoneyBackRequests kind={kind} reloadId={reloadId} />}
      {view === 'capacity' && <CapacityTable kind={kind} />}
      {view === 'arrange' && (
        <ArrangeSignupForm kind={kind} clientId={params.get('client') ?? undefined} />
      )}
    </>
  );
}
