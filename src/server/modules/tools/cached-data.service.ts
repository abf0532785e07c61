// "Clear cached data" (docs/product.md#admin-tools): every server instance forgets the derived data
// it keeps in memory, through the change feed each cache already listens to (a notice per topic
// over PostgreSQL NOTIFY); each reloads it from the database on its next read.
import { CACHED_DATA, TOOLS_AUDIT } from '../../../shared/contracts/tools';
import type { ClearCachedDataAnswer } from '../../../shared/contracts/tools';
import type { ChangeFeed } from '../../cache/change-feed';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';

export function createCachedData({
  db,
  changes,
  now,
}: {
  db: Db;
  changes: Pick<ChangeFeed, 'publish'>;
  now: () => Date;
}) {
  return {
    async clearAll(actorId: string): Promise<ClearCachedDataAnswer> {
      const cleared = CACHED_DATA.map((data) => data.label);
      await recordAudit(db, {
        actorId,
        action: TOOLS_AUDIT.cacheCleared,
        target: 'cache:all',
        detail: 'Cached data cleared on every server',
        after: { cleared: CACHED_DATA.map((data) => data.topic) },
      });
      for (const data of CACHED_DATA) await changes.publish(data.topic);
      return { cleared, clearedAt: now().toISOString() };
    },
  };
}
