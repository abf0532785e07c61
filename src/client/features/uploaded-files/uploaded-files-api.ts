// The console's uploaded files calls (docs/product.md#uploaded-files), checked against the shared
// contracts. The orphan scan runs only when asked: it walks the whole store.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  orphanScanSchema,
  removeOrphansAnswerSchema,
} from '../../../shared/contracts/uploaded-files';
import { FILES_ADMIN_API } from '../../../shared/routes/files-admin-api';
import { http } from '../../api/http';
import { consoleTableKey } from '../console/use-console-page';

export const FILES_TABLE = 'uploaded-files';
const scanKey = ['admin', 'orphan-scan'] as const;

/** The last scan's answer; `enabled` turns true when the admin starts one. */
export function useOrphanScan(enabled: boolean) {
  return useQuery({
    queryKey: scanKey,
    queryFn: async () => orphanScanSchema.parse(await http.get(FILES_ADMIN_API.orphans)),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

export function useRemoveOrphans() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (keys: string[]) =>
      removeOrphansAnswerSchema.parse(await http.post(FILES_ADMIN_API.removeOrphans, { keys })),
    onSuccess: (answer) => {
      const removed = new Set(answer.removed);
      // The scan's list loses what went; the rest stays until the next scan.
      client.setQueryData(scanKey, (scan: ReturnType<typeof orphanScanSchema.parse> | undefined) =>
        scan
          ? {
              ...scan,
              objects: scan.objects.filter((object) => !removed.has(object.key)),
              objectBytes: scan.objects
                .filter((object) => !removed.has(object.key))
                .reduce((sum, object) => sum + object.bytes, 0),
            }
          : scan,
      );
      void client.invalidateQueries({ queryKey: consoleTableKey(FILES_TABLE) });
      void client.invalidateQueries({ queryKey: consoleTableKey('audit-log') });
    },
  });
}
