// The advisor's own public-profile editor on the client (docs/product.md#profile-editor): read it,
// save every field, upload a cropped photo. After a change, every public read of advisors held
// here (profile, search, offerings, the home page) is read again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  AdvisorPhotoUpload,
  AdvisorProfileEdit,
  AdvisorProfileEditor,
} from '../../../shared/contracts/advisor-profile';
import { ADVISOR_PROFILE_API } from '../../../shared/routes/advisor-profile-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

export const advisorProfileEditorKey = ['advisor-profile', 'editor'] as const;

function forgetPublicReads(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['advisors'] });
  void queryClient.invalidateQueries({ queryKey: ['offerings'] });
  void queryClient.invalidateQueries({ queryKey: ['home'] });
}

export function useOwnAdvisorProfile() {
  return useQuery({
    queryKey: advisorProfileEditorKey,
    queryFn: () => http.get<AdvisorProfileEditor>(ADVISOR_PROFILE_API.dashboard),
    retry: retryOnlyFailures,
    // The form keeps its own draft; a refetch on focus must not look like a change.
    refetchOnWindowFocus: false,
  });
}

export function useSaveAdvisorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdvisorProfileEdit) =>
      http.put<AdvisorProfileEditor>(ADVISOR_PROFILE_API.dashboard, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(advisorProfileEditorKey, saved);
      forgetPublicReads(queryClient);
    },
  });
}

/** Uploads the cropped photo (a multipart form with one `file`). */
export function useUploadAdvisorPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: Blob) => {
      const form = new FormData();
      form.append('file', photo, photo.type === 'image/png' ? 'photo.png' : 'photo.jpg');
      return http.post<AdvisorPhotoUpload>(ADVISOR_PROFILE_API.photo, form);
    },
    onSuccess: ({ profilePicUrl }) => {
      queryClient.setQueryData<AdvisorProfileEditor>(advisorProfileEditorKey, (editor) =>
        editor ? { ...editor, profile: { ...editor.profile, profilePicUrl } } : editor,
      );
      forgetPublicReads(queryClient);
    },
  });
}
