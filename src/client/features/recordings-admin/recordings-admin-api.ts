// The console's recordings calls (docs/product.md#admin-recordings): one recording with what may
// be done to it, the edit (a status through the rules), and deleting the provider's copy. The
// table is a console table (use-console-page.ts). Answers are checked against the contracts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRecordingSchema } from '../../../shared/contracts/recordings-admin';
import type {
  AdminRecordingEdit,
  RecordingProvider,
} from '../../../shared/contracts/recordings-admin';
import { RECORDINGS_ADMIN_API } from '../../../shared/routes/recordings-admin-api';
import { http } from '../../api/http';
import { consoleTableKey } from '../console/use-console-page';

export const RECORDINGS_TABLE = 'admin-recordings';
const KEY = ['admin', 'recordings'] as const;

export function useAdminRecording(recordingId: string) {
  return useQuery({
    queryKey: [...KEY, recordingId],
    queryFn: async () =>
      adminRecordingSchema.parse(await http.get(RECORDINGS_ADMIN_API.recording(recordingId))),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: KEY });
    await queryClient.invalidateQueries({ queryKey: consoleTableKey(RECORDINGS_TABLE) });
  };
}

export function useEditRecording(recordingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (edit: AdminRecordingEdit) =>
      adminRecordingSchema.parse(await http.put(RECORDINGS_ADMIN_API.recording(recordingId), edit)),
    onSettled: refresh,
  });
}

export function useDeleteAtProvider(recordingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (provider: RecordingProvider) =>
      http.delete(RECORDINGS_ADMIN_API.atProvider(provider, recordingId)),
    onSettled: refresh,
  });
}
