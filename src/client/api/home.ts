// Query definitions for the public home reads. Loaders prefetch them; components read them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicApi } from '../../shared/contracts/public-api';
import type { FeatureFlagName } from '../../shared/feature-flags';
import { FEATURE_FLAG_DEFAULTS } from '../../shared/feature-flags';
import { usePublicApi } from './public-api-context';

// Public data changes rarely; five minutes keeps navigation instant without going stale for long.
const PUBLIC_STALE_MS = 5 * 60_000;

export const dashboardQuery = (api: PublicApi) =>
  queryOptions({
    queryKey: ['home', 'dashboard'],
    queryFn: () => api.getDashboard(),
    staleTime: PUBLIC_STALE_MS,
  });

export const complianceDocumentsQuery = (api: PublicApi) =>
  queryOptions({
    queryKey: ['home', 'compliance-documents'],
    queryFn: () => api.getComplianceDocuments(),
    staleTime: PUBLIC_STALE_MS,
  });

export const seoDataQuery = (api: PublicApi) =>
  queryOptions({
    queryKey: ['home', 'seo-data'],
    queryFn: () => api.getSeoData(),
    staleTime: PUBLIC_STALE_MS,
  });

/**
 * Unknown or unreadable flags read as their default (docs/product.md#feature-flags: unknown flags
 * are false).
 */
export const featureFlagKey = (name: FeatureFlagName) => ['system', 'feature-flag', name] as const;

export const featureFlagQuery = (api: PublicApi, name: FeatureFlagName) =>
  queryOptions({
    queryKey: featureFlagKey(name),
    queryFn: () => api.getFeatureFlag(name).catch(() => FEATURE_FLAG_DEFAULTS[name]),
    staleTime: PUBLIC_STALE_MS,
  });

export function useDashboard() {
  return useQuery(dashboardQuery(usePublicApi()));
}

export function useComplianceDocuments() {
  return useQuery(complianceDocumentsQuery(usePublicApi()));
}

export function useSeoData() {
  return useQuery(seoDataQuery(usePublicApi()));
}

export function useFeatureFlag(name: FeatureFlagName): boolean {
  const { data } = useQuery(featureFlagQuery(usePublicApi(), name));
  return data ?? FEATURE_FLAG_DEFAULTS[name];
}
