// Booked meetings as their client and their advisor see them: the two lists, the open times a
// meeting could move to, and every change (move, cancel, money back, no-show, notes). Answers are
// checked against the shared contracts; every change refreshes both lists.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { openSlotsSchema } from '../../../shared/contracts/availability';
import type { OpenSlots } from '../../../shared/contracts/availability';
import { meetingListSchema, meetingSchema } from '../../../shared/contracts/booking';
import type {
  CancelRequest,
  Meeting,
  MeetingList,
  MeetingNotesRequest,
  RefundRequest,
  RescheduleRequest,
} from '../../../shared/contracts/booking';
import { retryOnlyFailures } from '../../api/retry-rule';

import { HttpError, getAccessToken, http } from '../../api/http';
import { MEETING_API } from '../../../shared/routes/meetings-api';

export const meetingKeys = {
  all: ['meetings'] as const,
  account: ['meetings', 'account'] as const,
  dashboard: ['meetings', 'dashboard'] as const,
  allSlots: ['meetings', 'slots'] as const,
  slots: (eventId: string, from: string, days: number) =>
    ['meetings', 'slots', eventId, from, days] as const,
};

/** Whose list a page shows: the signed-in client's, or the signed-in advisor's. */
export type MeetingListOwner = 'account' | 'dashboard';

const LIST_URL: Record<MeetingListOwner, string> = {
  account: MEETING_API.account,
  dashboard: MEETING_API.dashboard,
};

const SLOTS_STALE_MS = 30_000;

export async function fetchMeetings(owner: MeetingListOwner): Promise<MeetingList> {
  return meetingListSchema.parse(await http.get(LIST_URL[owner]));
}

export function useMeetings(owner: MeetingListOwner) {
  return useQuery({
    queryKey: meetingKeys[owner],
    queryFn: () => fetchMeetings(owner),
    retry: retryOnlyFailures,
  });
}

export async function fetchRescheduleSlots(
  eventId: string,
  from: string,
  days: number,
): Promise<OpenSlots> {
  const query = new URLSearchParams({ from, days: String(days) });
  return openSlotsSchema.parse(await http.get(`${MEETING_API.eventSlots(eventId)}?${query}`));
}

/** The open times a meeting could move to, in a window starting at `from`. */
export function useRescheduleSlots(eventId: string, from: string, days: number) {
  return useQuery({
    queryKey: meetingKeys.slots(eventId, from, days),
    queryFn: () => fetchRescheduleSlots(eventId, from, days),
    staleTime: SLOTS_STALE_MS,
    retry: retryOnlyFailures,
  });
}

const asMeeting = (body: unknown): Meeting => meetingSchema.parse(body);

export const meetingCalls = {
  reschedule: async (eventId: string, body: RescheduleRequest) =>
    asMeeting(await http.post(MEETING_API.eventReschedule(eventId), body)),
  cancel: async (eventId: string, body: CancelRequest) =>
    asMeeting(await http.post(MEETING_API.eventCancel(eventId), body)),
  requestRefund: async (eventId: string, body: RefundRequest) =>
    asMeeting(await http.post(MEETING_API.eventRefundRequest(eventId), body)),
  markNoShow: async (eventId: string) =>
    asMeeting(await http.post(MEETING_API.eventNoShow(eventId))),
  saveNotes: async (eventId: string, body: MeetingNotesRequest) =>
    asMeeting(await http.put(MEETING_API.notes(eventId), body)),
};

/** A mutation of one meeting that puts the answer in the lists at once, then reloads them. */
function useMeetingMutation<Body>(call: (eventId: string, body: Body) => Promise<Meeting>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: string; body: Body }) => call(eventId, body),
    onSuccess: (meeting) => {
      for (const key of [meetingKeys.account, meetingKeys.dashboard]) {
        queryClient.setQueryData<MeetingList>(key, (list) => list && replaceMeeting(list, meeting));
      }
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
    },
  });
}

function replaceMeeting(list: MeetingList, meeting: Meeting): MeetingList {
  const swap = (meetings: Meeting[]) =>
    meetings.map((each) => (each.id === meeting.id ? meeting : each));
  return { upcoming: swap(list.upcoming), past: swap(list.past) };
}

export const useRescheduleMeeting = () => useMeetingMutation(meetingCalls.reschedule);
export const useCancelMeeting = () => useMeetingMutation(meetingCalls.cancel);
export const useRequestRefund = () => useMeetingMutation(meetingCalls.requestRefund);
export const useMarkNoShow = () =>
  useMeetingMutation((eventId: string) => meetingCalls.markNoShow(eventId));
export const useSaveNotes = () => useMeetingMutation(meetingCalls.saveNotes);

/**
 * The meeting's calendar file. It needs the Bearer token, so it is fetched rather than linked,
 * and a calendar file is not JSON, so it bypasses the JSON helper.
 */
export async function fetchCalendarFile(eventId: string): Promise<Blob> {
  const token = getAccessToken();
  const response = await fetch(MEETING_API.eventCalendar(eventId), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) {
    throw new HttpError(response.status, 'The calendar file could not be downloaded.', null);
  }
  return response.blob();
}
