// Meeting recordings: a meeting's list, the short-lived address a <video> plays from, deleting one
// for good, turning recording off, and uploading a video with progress (XMLHttpRequest, because
// fetch cannot report how much of a request body has been sent).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { RECORDING_API } from '../../../shared/routes/recordings-api';
import {
  PLAYBACK_LINK_TTL_MS,
  RECORDING_VIDEO_TYPES,
  meetingRecordingsSchema,
  playbackLinkSchema,
  recordingSchema,
} from '../../../shared/contracts/recordings';
import type { MeetingRecordings, Recording } from '../../../shared/contracts/recordings';
import type { MeetingList } from '../../../shared/contracts/booking';
import { errorFromAnswer, getAccessToken, http, parseAnswer } from '../../api/http';
import { meetingKeys } from '../meetings/meetings-api';

export const recordingKeys = {
  all: ['recordings'] as const,
  meeting: (eventId: string) => ['recordings', 'meeting', eventId] as const,
  playback: (recordingId: string) => ['recordings', 'playback', recordingId] as const,
};

/** A playback address is asked for again this long before it lapses. */
const PLAYBACK_RENEW_MARGIN_MS = 5 * 60_000;

export async function fetchMeetingRecordings(eventId: string): Promise<MeetingRecordings> {
  return meetingRecordingsSchema.parse(await http.get(RECORDING_API.eventRecordings(eventId)));
}

export function useMeetingRecordings(eventId: string) {
  return useQuery({
    queryKey: recordingKeys.meeting(eventId),
    queryFn: () => fetchMeetingRecordings(eventId),
  });
}

/** Where the <video> element loads the recording from, renewed before it lapses. */
export function usePlaybackUrl(recordingId: string) {
  return useQuery({
    queryKey: recordingKeys.playback(recordingId),
    queryFn: async () =>
      playbackLinkSchema.parse(await http.post(RECORDING_API.stream(recordingId))),
    staleTime: PLAYBACK_LINK_TTL_MS - PLAYBACK_RENEW_MARGIN_MS,
    refetchOnWindowFocus: false,
  });
}

export function useDeleteRecording(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recordingId: string) =>
      recordingSchema.parse(await http.delete(RECORDING_API.recording(recordingId))),
    onSuccess: (deleted) => {
      queryClient.setQueryData<MeetingRecordings>(recordingKeys.meeting(eventId), (list) =>
        list
          ? {
              ...list,
              recordings: list.recordings.map((each) => (each.id === deleted.id ? deleted : each)),
            }
          : list,
      );
      queryClient.removeQueries({ queryKey: recordingKeys.playback(deleted.id) });
      void queryClient.invalidateQueries({ queryKey: recordingKeys.meeting(eventId) });
    },
  });
}

/** The meeting reads 'recording off' in both lists at once, then they reload. */
function markRecordingOff(queryClient: QueryClient, eventId: string) {
  for (const key of [meetingKeys.account, meetingKeys.dashboard]) {
    queryClient.setQueryData<MeetingList>(key, (list) => {
      if (!list) return list;
      const off = (meetings: MeetingList['past']) =>
        meetings.map((each) => (each.id === eventId ? { ...each, recordingAllowed: false } : each));
      return { upcoming: off(list.upcoming), past: off(list.past) };
    });
  }
  void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
}

export function useTurnRecordingOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (eventId: string) =>
      meetingRecordingsSchema.parse(
        await http.put(RECORDING_API.eventRecordingPreference(eventId), { allowed: false }),
      ),
    onSuccess: (recordings, eventId) => {
      queryClient.setQueryData(recordingKeys.meeting(eventId), recordings);
      markRecordingOff(queryClient, eventId);
    },
  });
}

export interface RecordingUpload {
  /** The stored recording, or the server's refusal as an AppError. */
  done: Promise<Recording>;
  abort(): void;
}

/** Thrown by `done` when the person stopped the upload. */
export class UploadCanceledError extends Error {
  constructor() {
    super('The upload was canceled.');
    this.name = 'UploadCanceledError';
  }
}

/** The file's own type when the server takes it; otherwise the server judges the bytes. */
function contentTypeOf(file: File): string {
  return RECORDING_VIDEO_TYPES.find((type) => type === file.type) ?? RECORDING_VIDEO_TYPES[0];
}

/** Sends the video as the request body, reporting the bytes sent as they go. */
export function uploadRecording(
  eventId: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): RecordingUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Recording>((resolve, reject) => {
    xhr.open('POST', RECORDING_API.eventRecordings(eventId));
    xhr.setRequestHeader('Content-Type', contentTypeOf(file));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total || file.size);
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          resolve(recordingSchema.parse(JSON.parse(xhr.responseText)));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      reject(errorFromAnswer(xhr.status, parseAnswer(xhr.responseText)));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new UploadCanceledError());
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}

/** After an upload the meeting's list reloads. */
export function useRecordingUploaded(eventId: string) {
  const queryClient = useQueryClient();
  return (recording: Recording) => {
    queryClient.setQueryData<MeetingRecordings>(recordingKeys.meeting(eventId), (list) =>
      list ? { ...list, canUpload: false, recordings: [...list.recordings, recording] } : list,
    );
    void queryClient.invalidateQueries({ queryKey: recordingKeys.meeting(eventId) });
  };
}
