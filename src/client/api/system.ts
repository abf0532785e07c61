// System calls (docs/product.md#api): each failure is logged with its operation, then rethrown
// (docs/product.md#errors).
import { queryOptions } from '@tanstack/react-query';
import { SYSTEM_CALL_FAILURE } from '../../shared/errors';
import type { FeatureFlagName } from '../../shared/feature-flags';
import { SYSTEM_API } from '../../shared/routes/system-api';
import type { AppInfo, FeatureFlagValue, SystemKeys } from '../../shared/contracts/system';
import { http } from './http';
import { isCancelledRequest } from './page-leaving';

async function logged<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // A request cancelled by leaving the page (or aborted) did not fail: nothing to report.
    if (!isCancelledRequest(error)) console.error(`SystemService: ${operation}`, error);
    throw error;
  }
}

export function fetchAppInfo(): Promise<AppInfo> {
  return logged(SYSTEM_CALL_FAILURE.appInfo, () => http.get<AppInfo>(SYSTEM_API.appInfo));
}

export async function fetchFeatureFlag(name: FeatureFlagName): Promise<boolean> {
  const answer = await logged(SYSTEM_CALL_FAILURE.featureFlag(name), () =>
    http.get<FeatureFlagValue>(SYSTEM_API.featureFlag(name)),
  );
  return answer.value === true;
}

export function fetchSystemKeys(): Promise<SystemKeys> {
  // Read as the server's contract says, unparsed: the schema library stays out of the first load.
  return logged(SYSTEM_CALL_FAILURE.systemKeys, () => http.get<SystemKeys>(SYSTEM_API.systemKeys));
}

/** The public keys and switches of this deployment: they change only with a restart. */
export const systemKeysQuery = () =>
  queryOptions({
    queryKey: ['system', 'system-keys'],
    queryFn: fetchSystemKeys,
    staleTime: Infinity,
    retry: false,
  });

export const appInfoQuery = () =>
  queryOptions({
    queryKey: ['system', 'app-info'],
    queryFn: fetchAppInfo,
    staleTime: Infinity,
    retry: false,
  });
