// The admin's Plan and Ongoing calls (docs/product.md#plans-admin), checked against the shared
// contracts; every change refreshes what the admin pages show of that offering.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminInstanceDetailSchema,
  adminInstancePageSchema,
  adminInvoiceSchema,
  adminSearchAnswerSchema,
  adminSignupDetailSchema,
  adminSignupPageSchema,
  adminSignupSchema,
  adminMoneyBackRequestsSchema,
  availabilityAnswerSchema,
  deleteAnswerSchema,
  refreshInvoicesAnswerSchema,
} from '../../../shared/contracts/plans-admin';
import type {
  AdminInstanceQuery,
  AdminSignupQuery,
  EditInstance,
  EditInvoice,
  FollowUpChange,
} from '../../../shared/contracts/plans-admin';
import type { FollowUpStatus } from '../../../shared/contracts/plans';
import type { AdminOperation } from '../../../shared/admin-failures';
import { PLANS_ADMIN_API, PLANS_ADMIN_API_BY_KIND } from '../../../shared/routes/plans-admin-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';
import type { EngagementKind } from '../../../shared/offerings/catalog';

export const plansAdminKeys = {
  kind: (kind: EngagementKind) => ['admin', 'plans', kind] as const,
};

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export function useAdminSignups(kind: EngagementKind, query: AdminSignupQuery, enabled = true) {
  return useQuery({
    queryKey: [...plansAdminKeys.kind(kind), 'signups', query],
    queryFn: async () =>
      adminSignupPageSchema.parse(
        await http.get(withQuery(PLANS_ADMIN_API_BY_KIND[kind].signups, query)),
      ),
    placeholderData: keepPreviousData,
    retry: retryOnlyFailures,
    enabled,
  });
}

export function useAdminSearch(kind: EngagementKind, text: string) {
  return useQuery({
    queryKey: [...plansAdminKeys.kind(kind), 'search', text],
    queryFn: async () =>
      adminSearchAnswerSchema.parse(await http.get(PLANS_ADMIN_API_BY_KIND[kind].search(text))),
    placeholderData: keepPreviousData,
    retry: retryOnlyFailures,
    enabled: text !== '',
  });
}

export function useAdminInstances(kind: EngagementKind, query: AdminInstanceQuery) {
  return useQuery({
    queryKey: [...plansAdminKeys.kind(kind), 'instances', query],
    queryFn: async () =>
      adminInstancePageSchema.parse(
        await http.get(withQuery(PLANS_ADMIN_API_BY_KIND[kind].instances, query)),
      ),
    placeholderData: keepPreviousData,
    retry: retryOnlyFailures,
  });
}

export function useAdminSignup(kind: EngagementKind, id: string | undefined) {
  return useQuery({
    queryKey: [...plansAdminKeys.kind(kind), 'signup', id],
    queryFn: async () =>
      adminSignupDetailSchema.parse(await http.get(PLANS_ADMIN_API_BY_KIND[kind].signup(id ?? ''))),
    retry: retryOnlyFailures,
    enabled: id !== undefined,
  });
}

export function useAdminInstance(kind: EngagementKind, id: string | undefined) {
  return useQuery({
    queryKey: [...plansAdminKeys.kind(kind), 'instance', id],
    queryFn: async () =>
      adminInstanceDetailSchema.parse(
        await http.get(PLANS_ADMIN_API_BY_KIND[kind].instance(id ?? '')),
      ),
    retry: retryOnlyFailures,
    enabled: id !== undefined,
  });
}

/** The offering's money-back requests still waiting for their refund (ADR 0066). */
export function useMoneyBackRequests(kind: EngagementKind) {
  return useQuery({
    queryKey: [...plansAdminKeys.kind(kind), 'money-back'],
    queryFn: async () =>
      adminMoneyBackRequestsSchema.parse(
        await http.get(PLANS_ADMIN_API_BY_KIND[kind].moneyBackRequests),
      ),
    retry: retryOnlyFailures,
  });
}

export function useCapacity(kind: EngagementKind) {
  return useQuery({
    queryKey: [...plansAdminKeys.kind(kind), 'capacity'],
    queryFn: async () =>
      availabilityAnswerSchema.parse(await http.get(PLANS_ADMIN_API_BY_KIND[kind].availability)),
    retry: retryOnlyFailures,
  });
}

/** A change to one offering's records; the offering's lists and details are read again after. */
function useKindMutation<Input, Output>(
  kind: EngagementKind,
  send: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: plansAdminKeys.kind(kind) }),
  });
}

/** A follow-up change, with the values it changes from. */
export type FollowUpEdit = FollowUpChange & {
  id: string;
  before: { followUpStatus: FollowUpStatus; targetDate: string | null };
};

// Which of a save's calls failed, by its error. The error stays the one the client made, so the
// form still shows a 400's field messages and a refusal's own words; the console names the call.
const failedCalls = new WeakMap<Error, AdminOperation>();

/** The operation whose call failed with this error, when a save of several calls says so. */
export const failedCallOf = (error: unknown): AdminOperation | undefined =>
  error instanceof Error ? failedCalls.get(error) : undefined;

async function postAs(operation: AdminOperation, url: string, body: unknown): Promise<unknown> {
  try {
    return await http.post(url, body);
  } catch (error) {
    if (error instanceof Error) failedCalls.set(error, operation);
    throw error;
  }
}

/**
 * The Plan has a call for each half of a follow-up (edit-the-plan-signup-status and
 * edit-the-plan-signup-target-date): only the half that changed is sent, so a change made by
 * someone else to the other half is not written over. The Ongoing has the one call for both.
 */
export const useFollowUpChange = (kind: EngagementKind) =>
  useKindMutation(kind, async ({ id, before, ...change }: FollowUpEdit) => {
    if (kind === 'plan') {
      let saved: unknown;
      const { followUpStatus, targetDate } = change;
      if (followUpStatus !== undefined && followUpStatus !== before.followUpStatus) {
        saved = await postAs('editPlanSignupStatus', PLANS_ADMIN_API.editPlanSignupStatus, {
          id,
          followUpStatus,
        });
      }
      if (targetDate !== undefined && targetDate !== before.targetDate) {
        saved = await postAs('editPlanSignupTargetDate', PLANS_ADMIN_API.editPlanSignupTargetDate, {
          id,
          targetDate,
        });
      }
      if (saved !== undefined) return adminSignupSchema.parse(saved);
    }
    return adminSignupSchema.parse(
      await http.post(PLANS_ADMIN_API_BY_KIND[kind].editSignup, { id, ...change }),
    );
  });

export const useEditInstance = (kind: EngagementKind) =>
  useKindMutation(kind, async (edit: EditInstance) =>
    adminInstanceDetailSchema.parse(
      await http.post(PLANS_ADMIN_API_BY_KIND[kind].editInstance, edit),
    ),
  );

export const useEditInvoice = (kind: EngagementKind) =>
  useKindMutation(kind, async (edit: EditInvoice) =>
    adminInvoiceSchema.parse(await http.post(PLANS_ADMIN_API_BY_KIND[kind].editInvoice, edit)),
  );

export const useDeleteRecord = (kind: EngagementKind, what: 'signup' | 'instance') =>
  useKindMutation(kind, async (id: string) => {
    const paths = PLANS_ADMIN_API_BY_KIND[kind];
    const url = what === 'signup' ? paths.deleteSignup(id) : paths.deleteInstance(id);
    return deleteAnswerSchema.parse(await http.delete(url));
  });

export const useRefreshInvoices = (kind: EngagementKind) =>
  useKindMutation(kind, async () =>
    refreshInvoicesAnswerSchema.parse(
      await http.post(PLANS_ADMIN_API.refreshPlanInvoices, { kind }),
    ),
  );
