// Calendar sync in the dashboard: the advisor's feed and their imported calendars. Private and
// changed in place, so read fresh in the browser only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddExternalCalendar,
  CalendarFeed,
  ExternalCalendar,
  ExternalCalendarList,
} from '../../../shared/contracts/calendar-sync';
import { CALENDAR_SYNC_API } from '../../../shared/routes/calendar-sync-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

const feedKey = ['dashboard', 'calendar-sync', 'feed'] as const;
const calendarsKey = ['dashboard', 'calendar-sync', 'calendars'] as const;
/** The public open-times queries change with imported busy times. */
const OPEN_SLOTS_KEY = ['availability'] as const;

export function useCalendarFeed() {
  return useQuery({
    queryKey: feedKey,
    queryFn: () => http.get<CalendarFeed>(CALENDAR_SYNC_API.feed),
    retry: retryOnlyFailures,
  });
}

/** Creates or regenerates the feed; the answer is the only time its address is known. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<CalendarFeed>(CALENDAR_SYNC_API.feed),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, { ...feed, url: undefined }),
  });
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<CalendarFeed>(CALENDAR_SYNC_API.feed),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, feed),
  });
}

export function useExternalCalendars() {
  return useQuery({
    queryKey: calendarsKey,
    queryFn: () => http.get<ExternalCalendarList>(CALENDAR_SYNC_API.calendars),
    retry: retryOnlyFailures,
  });
}

export function useAddExternalCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddExternalCalendar) =>
      http.post<ExternalCalendar>(CALENDAR_SYNC_API.calendars, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarsKey });
      void queryClient.invalidateQueries({ queryKey: OPEN_SLOTS_KEY });
    },
  });
}

export function useRemoveExternalCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (calendarId: string) => http.delete<void>(CALENDAR_SYNC_API.calendar(calendarId)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarsKey });
      void queryClient.invalidateQueries({ queryKey: OPEN_SLOTS_KEY });
    },
  });
}
