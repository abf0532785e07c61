// The card on the log-in and register pages of a visitor who is booking (ADR 0054): the advisor,
// the time in the visitor's zone (named) and the price of The Hour. The context names only the
// advisor, the start and the zone; the name and the price come from the database, and every text
// is escaped.
import { parseBookingContext } from '../../../shared/contracts/booking-context';
import { THE_HOUR_MINUTES } from '../../../shared/domain/availability';
import { formatHourlyRate } from '../../../shared/format';
import { formatClockTime, formatMeetingDate, timeZoneLongName } from '../../../shared/meeting-time';
import { escapeHtmlNumeric } from '../../html/escape-html';

export interface HourPreview {
  advisorName: string;
  title: string;
  priceCents: number;
}

/** Looks up the advisor of a slug; null when they cannot be booked. */
export type PreviewHour = (advisorSlug: string) => Promise<HourPreview | null>;

export interface BookingCardInput extends HourPreview {
  start: string;
  timeZone: string;
}

export function bookingCardHtml(input: BookingCardInput): string {
  const end = new Date(new Date(input.start).getTime() + THE_HOUR_MINUTES * 60_000);
  const text = escapeHtmlNumeric;
  return `<section class="booking" aria-labelledby="booking-card-title">
<p class="booking-eyebrow" id="booking-card-title">You are booking</p>
<p class="booking-what">The Hour with <strong>${text(input.advisorName)}</strong></p>
${input.title ? `<p class="booking-title">${text(input.title)}</p>` : ''}
<p class="booking-when"><span>${text(formatMeetingDate(input.start, input.timeZone))}</span>
<span>${text(formatClockTime(input.start, input.timeZone))} – ${text(formatClockTime(end, input.timeZone))} ${text(timeZoneLongName(input.timeZone, input.start))}</span></p>
<p class="booking-price"><span>Price</span> <strong>${text(formatHourlyRate(input.priceCents))}</strong></p>
</section>`;
}

/** The card for an authorization request's booking parameter, or '' when there is none to show. */
export async function bookingCardFor(
  value: unknown,
  previewHour: PreviewHour | undefined,
): Promise<string> {
  const context = parseBookingContext(value);
  if (!context || !previewHour) return '';
  const preview = await previewHour(context.advisorSlug);
  if (!preview) return '';
  return bookingCardHtml({ ...preview, start: context.start, timeZone: context.timeZone });
}
