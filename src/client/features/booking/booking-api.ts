// The calls of booking The Hour: open times to choose from, holding one, the intake answers,
// paying, and the meeting that results. Every answer is parsed with its shared schema, so a
// page never works with a shape the server did not promise.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MAX_SLOT_WINDOW_DAYS, openSlotsSchema } from '../../../shared/contracts/availability';
import type { OpenSlots } from '../../../shared/contracts/availability';
import {
  IDEMPOTENCY_HEADER,
  checkoutSchema,
  meetingSchema,
  payResultSchema,
} from '../../../shared/contracts/booking';
import type {
  Checkout,
  HoldRequest,
  Meeting,
  PayRequest,
  PayResult,
} from '../../../shared/contracts/booking';
import type { IntakeAnswers } from '../../../shared/contracts/intake';
import { AVAILABILITY_API } from '../../../shared/routes/availability-api';
import { BOOKING_API } from '../../../shared/routes/booking-api';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { http } from '../../api/http';

const DAY_MS = 86_400_000;
// Open times change with every booking; half a minute keeps week-to-week paging instant.
const SLOTS_STALE_MS = 30_000;
/** How often a checkout is asked again while a hosted payment is being confirmed. */
export const PAYMENT_POLL_MS = 2_000;

export const bookingKeys = {
  slots: (slug: string) => ['booking', 'slots', slug] as const,
  checkout: (checkoutId: string) => ['booking', 'checkout', checkoutId] as const,
  meeting: (eventId: string) => ['booking', 'meeting', eventId] as const,
};

/** One window of open times, with the span it covers so the next window starts where it ends. */
export interface SlotWindow extends OpenSlots {
  from: string;
  until: string;
}

async function fetchSlotWindow(slug: string, from: string): Promise<SlotWindow> {
  const start = from || new Date().toISOString();
  const query = `from=${encodeURIComponent(start)}&days=${MAX_SLOT_WINDOW_DAYS}`;
  const answer = openSlotsSchema.parse(
    await http.get(`${AVAILABILITY_API.advisorSlots(slug)}?${query}`),
  );
  return {
    ...answer,
    from: start,
    until: new Date(Date.parse(start) + MAX_SLOT_WINDOW_DAYS * DAY_MS).toISOString(),
  };
}

/**
 * An advisor's open times, one window of MAX_SLOT_WINDOW_DAYS at a time from now. A window
 * with no times ends the calendar: the advisor's horizon is behind it.
 */
export function useSlotWindows(slug: string) {
  return useInfiniteQuery({
    queryKey: bookingKeys.slots(slug),
    // '' is "from now", read when the request is made rather than when the page rendered.
    initialPageParam: '',
    queryFn: ({ pageParam }) => fetchSlotWindow(slug, pageParam),
    getNextPageParam: (last) => (last.slots.length > 0 ? last.until : undefined),
    staleTime: SLOTS_STALE_MS,
    enabled: slug !== '',
  });
}

/** Holds the chosen time for the signed-in client: the checkout to complete. */
export async function holdTime(request: HoldRequest): Promise<Checkout> {
  return checkoutSchema.parse(await http.post(BOOKING_API.holds, request));
}

async function fetchCheckout(checkoutId: string): Promise<Checkout> {
  return checkoutSchema.parse(await http.get(BOOKING_API.hold(checkoutId)));
}

/** A checkout; asked again every PAYMENT_POLL_MS while `poll` and the meeting is not made yet. */
export function useCheckout(checkoutId: string, poll = false) {
  return useQuery({
    queryKey: bookingKeys.checkout(checkoutId),
    queryFn: () => fetchCheckout(checkoutId),
    refetchInterval: (query) => {
      const checkout = query.state.data;
      return poll && checkout?.status === 'open' && !checkout.eventId ? PAYMENT_POLL_MS : false;
    },
  });
}

export async function saveIntakeAnswers(
  checkoutId: string,
  answers: IntakeAnswers,
): Promise<Checkout> {
  return checkoutSchema.parse(await http.put(BOOKING_API.holdIntake(checkoutId), answers));
}

/** Gives the held time back, so it is free for others at once. */
export async function releaseCheckout(checkoutId: string): Promise<void> {
  await http.delete(BOOKING_API.hold(checkoutId));
}

/**
 * One payment attempt. `attemptKey` makes a repeat of the same attempt (after a lost answer)
 * return the first outcome instead of charging again.
 */
export async function payForCheckout(
  checkoutId: string,
  body: PayRequest,
  attemptKey: string,
): Promise<PayResult> {
  const answer = await http.post(BOOKING_API.holdPay(checkoutId), body, {
    headers: { [IDEMPOTENCY_HEADER]: attemptKey },
  });
  return payResultSchema.parse(answer);
}

/** A booked meeting, as its client sees it. */
export function useMeeting(eventId: string, enabled: boolean) {
  return useQuery<Meeting>({
    queryKey: bookingKeys.meeting(eventId),
    queryFn: async () => meetingSchema.parse(await http.get(MEETING_API.event(eventId))),
    enabled: enabled && eventId !== '',
    retry: false,
  });
}

/**
 * The meeting's calendar file. It needs the access token, which a plain link cannot carry, so
 * it is fetched here and saved by the page as a file.
 */
