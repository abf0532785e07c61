// A PublicApi for page tests: the reads given answer, every other read pends forever, as when a
// page renders from a cache the server already filled.
import type { PublicApi } from '../../shared/contracts/public-api';

export function fakePublicApi(reads: Partial<PublicApi> = {}): PublicApi {
  const pending = () => new Promise<never>(() => {});
  return new Proxy(reads, {
    get: (target, name) => target[name as keyof PublicApi] ?? pending,
  }) as PublicApi;
}
